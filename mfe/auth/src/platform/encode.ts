/**
 * Credential encoding (server/README.md "Credential encoding"): logins and passwords travel as base64 of
 * their UTF-8 bytes, so non-Latin logins and passwords survive every proxy and log filter unchanged.
 */
export function encodeCredential(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeCredential(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
