/**
 * VietQR (NAPAS 247 inter-bank transfer) payloads: the EMVCo Merchant-Presented Mode QR text that
 * Vietnamese banking apps scan to pre-fill a transfer to an account with an amount and a note.
 * Pure and dependency-free, so the server and the web app build the same text.
 */

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN, e.g. "970436" (Vietcombank). */
  bankBin: string;
  /** The beneficiary account number (digits or letters, at most 19). */
  accountNo: string;
  /** Amount in VND (no minor unit): a positive integer. */
  amount: number;
  /** Transfer note (purpose of transaction), e.g. the order code. Sanitised by {@link vietQrNote}. */
  note: string;
}

/** The NAPAS application id placed in the merchant account information (tag 38). */
export const VIETQR_GUID = 'A000000727';
/** Service code for a transfer to an account number (QRIBFTTC would be to a card number). */
export const VIETQR_SERVICE_ACCOUNT = 'QRIBFTTA';
/**
 * Longest transfer note we put in the QR. EMVCo allows 25 characters for the purpose of
 * transaction (tag 62-08), and several banking apps cut or refuse longer notes.
 */
export const VIETQR_NOTE_MAX = 25;

/** One EMVCo TLV field: 2-digit id, 2-digit length (in characters), value. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`Invalid EMVCo tag: ${id}`);
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * The transfer note as banks accept it: Vietnamese diacritics removed (đ → d), anything but
 * ASCII letters, digits and spaces dropped, spaces collapsed, cut to {@link VIETQR_NOTE_MAX}.
 * Banks match incoming transfers on this text, so an order code must come first in it.
 */
export function vietQrNote(note: string): string {
  return note
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, VIETQR_NOTE_MAX)
    .trim();
}

let crcTable: Uint16Array | undefined;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo requires. */
export function crc16CcittFalse(text: string): number {
  if (!crcTable) {
    crcTable = new Uint16Array(256);
    for (let i = 0; i < 256; i++) {
      let c = i << 8;
      for (let bit = 0; bit < 8; bit++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
      crcTable[i] = c & 0xffff;
    }
  }
  let crc = 0xffff;
  // The payload is ASCII by construction, so each UTF-16 unit is one byte.
  for (let i = 0; i < text.length; i++) {
    crc = ((crc << 8) ^ crcTable[((crc >> 8) ^ text.charCodeAt(i)) & 0xff]!) & 0xffff;
  }
  return crc;
}

/**
 * Builds a dynamic (one-time, amount included) VietQR payload:
 * 00 format "01", 01 "12" dynamic, 38 NAPAS account info, 53 "704" VND, 54 amount, 58 "VN",
 * 62-08 note, 63 CRC over everything before it including "6304".
 */
export function buildVietQrPayload({ bankBin, accountNo, amount, note }: VietQrInput): string {
  if (!/^\d{6}$/.test(bankBin)) throw new Error('VietQR bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNo))
    throw new Error('VietQR account number must be 1-19 letters or digits');
  if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13) {
    throw new Error('VietQR amount must be a positive integer of at most 13 digits');
  }
  const cleanNote = vietQrNote(note);
  const beneficiary = tlv('00', bankBin) + tlv('01', accountNo);
  const merchant = tlv('00', VIETQR_GUID) + tlv('01', beneficiary) + tlv('02', VIETQR_SERVICE_ACCOUNT);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    tlv('54', String(amount)) +
    tlv('58', 'VN') +
    (cleanNote ? tlv('62', tlv('08', cleanNote)) : '') +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}
