import { roleCan, type Permission, type StaffRole } from '@app/contracts/staff-permissions';

/** One section of the back office: its path under /admin and the permission that opens it. */
export interface NavSection {
  readonly path: string;
  readonly label: string;
  readonly permission: Permission;
}

/** Every section, in nav order; a role sees only those its permissions open (ROLE_PERMISSIONS). */
export const NAV_SECTIONS: readonly NavSection[] = [
  { path: '/', label: 'Dashboard', permission: 'dashboard.read' },
  { path: '/players', label: 'Players', permission: 'players.read' },
  { path: '/support', label: 'Support inbox', permission: 'support.tickets' },
  { path: '/kyc', label: 'KYC', permission: 'kyc.review' },
  { path: '/redemptions', label: 'Redemptions', permission: 'redemptions.read' },
  { path: '/risk-rules', label: 'Risk rules', permission: 'redemptions.rules.write' },
  { path: '/adjustments', label: 'Adjustments', permission: 'adjustments.request' },
  { path: '/disputes', label: 'Disputes', permission: 'disputes.read' },
  { path: '/sc-expiries', label: 'SC expiries', permission: 'expiries.read' },
  { path: '/tax', label: 'Tax report', permission: 'tax.report' },
  { path: '/reconciliation', label: 'Reconciliation', permission: 'reconciliation.read' },
  { path: '/exclusion-register', label: 'Exclusion register', permission: 'rg.read' },
  { path: '/jurisdictions', label: 'Jurisdictions', permission: 'jurisdictions.write' },
  { path: '/amoe', label: 'Free entry', permission: 'amoe.write' },
  { path: '/playthrough', label: 'SC play-through', permission: 'playthrough.write' },
  { path: '/control-changes', label: 'Control changes', permission: 'controls.approve' },
  { path: '/catalogue', label: 'Catalogue', permission: 'catalogue.write' },
  { path: '/packages', label: 'Packages', permission: 'packages.write' },
  { path: '/vip-tiers', label: 'VIP tiers', permission: 'rewards.write' },
  { path: '/spin-wheel', label: 'Spin wheel', permission: 'rewards.write' },
  { path: '/bonuses', label: 'Bonuses', permission: 'rewards.write' },
  { path: '/content/banners', label: 'Banners', permission: 'content.write' },
  { path: '/content/popups', label: 'Popups', permission: 'content.write' },
  { path: '/content/promotions', label: 'Promotions', permission: 'content.write' },
  { path: '/content-pages', label: 'Pages', permission: 'content.write' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/jobs', label: 'Jobs', permission: 'jobs.read' },
  { path: '/staff', label: 'Staff', permission: 'staff.manage' },
];

export function sectionsFor(role: StaffRole): NavSection[] {
  return NAV_SECTIONS.filter((section) => roleCan(role, section.permission));
}
