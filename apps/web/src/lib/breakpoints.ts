/**
 * Theme breakpoints of SPEC §9, in pixels (min-width of each step). The same
 * numbers are written in the media queries of the CSS files.
 */
export const BREAKPOINTS = {
  xs: 0,
  small: 400,
  sxm: 500,
  sm: 767,
  md: 991,
  xm: 1024,
  lg: 1250,
  ml: 1500,
  xl: 1604,
  xxl: 1760,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media query matching widths below a breakpoint, e.g. `below('sm')` → mobile. */
export const below = (name: Breakpoint): string => `(max-width: ${BREAKPOINTS[name] - 0.02}px)`;

/** Media query matching widths from a breakpoint up. */
export const atLeast = (name: Breakpoint): string => `(min-width: ${BREAKPOINTS[name]}px)`;
