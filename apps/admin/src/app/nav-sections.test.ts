import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@app/contracts/staff-permissions';
import { NAV_SECTIONS, sectionsFor } from './nav-sections';

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.label);

describe('sectionsFor', () => {
  it('shows support the dashboard, players, the support inbox and SC expiries', () => {
    expect(labels('support')).toEqual(['Dashboard', 'Players', 'Support inbox', 'SC expiries']);
  });

  it('shows compliance KYC, disputes, the tax report, reconciliation, the exclusion register, the free-entry queue and the audit log but no money, catalogue or staff', () => {
    expect(labels('compliance')).toEqual([
      'Dashboard',
      'Players',
      'KYC',
      'Risk rules',
      'Disputes',
      'SC expiries',
      'Tax report',
      'Reconciliation',
      'Exclusion register',
      'Jurisdictions',
      'Free entry',
      'SC play-through',
      'Audit log',
    ]);
  });

  it('shows finance redemptions, adjustments, disputes, the tax report, reconciliation and jobs', () => {
    expect(labels('finance')).toEqual([
      'Dashboard',
      'Players',
      'Redemptions',
      'Risk rules',
      'Adjustments',
      'Disputes',
      'SC expiries',
      'Tax report',
      'Reconciliation',
      'Jobs',
    ]);
  });

  it('shows content the catalogue, packages and rewards settings but no players', () => {
    expect(labels('content')).toEqual([
      'Dashboard',
      'Catalogue',
      'Packages',
      'VIP tiers',
      'Spin wheel',
      'Bonuses',
      'Banners',
      'Popups',
      'Promotions',
      'Pages',
    ]);
  });

  it('shows admin every section, staff last', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Players',
      'Support inbox',
      'KYC',
      'Redemptions',
      'Risk rules',
      'Adjustments',
      'Disputes',
      'SC expiries',
      'Tax report',
      'Reconciliation',
      'Exclusion register',
      'Jurisdictions',
      'Free entry',
      'SC play-through',
      'Control changes',
      'Catalogue',
      'Packages',
      'VIP tiers',
      'Spin wheel',
      'Bonuses',
      'Banners',
      'Popups',
      'Promotions',
      'Pages',
      'Audit log',
      'Jobs',
      'Staff',
    ]);
  });

  it('shows KYC to compliance and admin only, Redemptions to finance and admin only', () => {
    for (const role of STAFF_ROLES) {
      expect(labels(role).includes('KYC')).toBe(role === 'compliance' || role === 'admin');
      expect(labels(role).includes('Redemptions')).toBe(role === 'finance' || role === 'admin');
    }
  });

  it('shows Staff to admins only', () => {
    for (const role of STAFF_ROLES) {
      expect(labels(role).includes('Staff')).toBe(role === 'admin');
    }
  });
});

describe('every section has a screen', () => {
  // Importing the router loads every screen: slow on a busy machine.
  it('maps each nav path to a screen of its own', { timeout: 30_000 }, async () => {
    const { SECTION_SCREENS } = await import('./router');
    for (const section of NAV_SECTIONS) expect(SECTION_SCREENS[section.path]).toBeTruthy();
  });
});
