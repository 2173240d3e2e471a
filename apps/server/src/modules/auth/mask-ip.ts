/**
 * An address with its last part hidden, enough for a player to recognise a place without the
 * list giving a full address away: 203.0.113.x, 2001:db8:85a3::x.
 */
export function maskIp(ip: string | null): string {
  if (!ip) return 'Unknown';
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  const groups = ip.split(':').filter((g) => g !== '');
  return `${groups.slice(0, 3).join(':')}::x`;
}
