/**
 * Brand and contact details shown in the shell. One place to change them;
 * VITE_* variables override the defaults at build time.
 */
export const SITE = {
  name: import.meta.env.VITE_SITE_NAME ?? 'Golden Sweeps',
  shortName: import.meta.env.VITE_SITE_SHORT_NAME ?? 'Golden Sweeps',
  company: import.meta.env.VITE_SITE_COMPANY ?? 'Golden Sweeps Entertainment, LLC',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@goldensweeps.test',
  minimumAge: 18,
} as const;

export interface SocialLink {
  readonly name: string;
  readonly href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
  {
    name: 'Instagram',
    href: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/',
  },
  { name: 'X', href: import.meta.env.VITE_SOCIAL_X ?? 'https://x.com/' },
];
