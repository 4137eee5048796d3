// Invitation codes people read aloud and type: 12 characters from an alphabet without the
// look-alikes 0/O, 1/I/L, in three groups of four (e.g. "K7QM-2XHD-9RTW"). 31^12 ≈ 2^59
// possibilities; each character is drawn without modulo bias.
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_GROUPS = 3;
export const CODE_GROUP_LENGTH = 4;

function randomIndex(limit: number): number {
  // Largest multiple of `limit` below 256: bytes at or above it are redrawn.
  const ceiling = 256 - (256 % limit);
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    if (byte[0]! < ceiling) return byte[0]! % limit;
  }
}

export function generateInvitationCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g++) {
    let group = "";
    for (let i = 0; i < CODE_GROUP_LENGTH; i++) group += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}
