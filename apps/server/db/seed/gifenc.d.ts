/** The part of gifenc (a CommonJS package without types) the seed uses. */
declare module 'gifenc' {
  export type GifPalette = number[][];
  export interface GifEncoder {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: { palette?: GifPalette; repeat?: number; delay?: number; transparent?: boolean },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  }
  type CreateEncoder = (options?: { initialCapacity?: number; auto?: boolean }) => GifEncoder;
  /** Present when loaded as CommonJS. */
  export const GIFEncoder: CreateEncoder | undefined;
  /** Node's ESM loader gives the whole CommonJS exports object as the default export. */
  const gifenc: { GIFEncoder: CreateEncoder };
  export default gifenc;
}
