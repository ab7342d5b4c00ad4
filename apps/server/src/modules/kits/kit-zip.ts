import { type Zippable, zipSync } from 'fflate';
import { type BuiltFile, buildKitFiles, listOf } from './kit-files.ts';
import type { KitFile, KitInput } from './kit-input.ts';

/** Already compressed formats are stored as they are; text and vectors are deflated. */
const STORED = /\.(png|jpg|ico)$/;

export function zipFiles(files: readonly BuiltFile[], mtime: Date = new Date()): Uint8Array {
  const entries: Zippable = {};
  for (const f of files) entries[f.name] = [f.bytes, { level: STORED.test(f.name) ? 0 : 6, mtime }];
  return zipSync(entries);
}

export interface BuiltKit {
  zip: Uint8Array;
  files: KitFile[];
}

/** Draws every file of a kit and zips them (in the kit worker). */
export async function buildKit(
  input: KitInput,
  progress: (percent: number) => void = () => {},
  extra?: Parameters<typeof buildKitFiles>[2],
): Promise<BuiltKit> {
  const files = await buildKitFiles(input, progress, extra);
  return { zip: zipFiles(files), files: listOf(files) };
}
