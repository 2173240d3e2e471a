import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openTestDatabase } from './test/test-database';
import type { Database } from './db/database';
import { seedDatabase } from './db/seed';
import { SEED_STEPS, seedStepsFor } from './seed-steps';
import { seedSteps } from './db/platform.tables';
import { banners, cities, cmsPages, popups, states } from './modules/content/content.tables';
import { gameCategoryLinks, gameSubCategories, games } from './modules/games/games.tables';
import { packages } from './modules/payments/packages.tables';
import { vipTiers } from './modules/vip/vip.tables';
import { bonusSettings, spinWheelSegments } from './modules/bonuses/bonuses.tables';
import { kycDocumentLabels, kycSettings } from './modules/kyc/kyc.tables';
import { staffMembers } from './modules/staff/staff.tables';
import { users } from './modules/users/users.tables';
import { createFieldCipher } from './platform/field-encryption';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

const SEEDED_TABLES: Record<string, PgTable> = {
  seed_steps: seedSteps,
  staff_members: staffMembers,
  states,
  cities,
  banners,
  popups,
  cms_pages: cmsPages,
  game_sub_categories: gameSubCategories,
  games,
  game_category_links: gameCategoryLinks,
  packages,
  vip_tiers: vipTiers,
  bonus_settings: bonusSettings,
  spin_wheel_segments: spinWheelSegments,
  kyc_document_labels: kycDocumentLabels,
  kyc_settings: kycSettings,
};

let database: Database;

async function rowCounts() {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, SEED_STEPS);
});
afterAll(async () => {
  await database.close();
});

describe('seed', () => {
  it('fills every catalogue table', async () => {
    const counts = await rowCounts();
    for (const [name, n] of Object.entries(counts)) expect(n, name).toBeGreaterThan(0);
    expect(counts.states).toBe(51);
    expect(counts.cities).toBeGreaterThanOrEqual(51 * 5);
    expect(counts.games).toBe(11);
    expect(counts.game_sub_categories).toBe(6);
    expect(counts.vip_tiers).toBe(8);
    expect(counts.spin_wheel_segments).toBe(12);
    expect(counts.kyc_settings).toBe(1);
    expect(counts.seed_steps).toBeGreaterThanOrEqual(SEED_STEPS.length);
  });

  it('seeds no demo accounts (published credentials) in production', async () => {
    const production = await openTestDatabase();
    try {
      await seedDatabase(production.db, seedStepsFor('production'));
      const [staff] = await production.db.select({ n: count() }).from(staffMembers);
      const [players] = await production.db.select({ n: count() }).from(users);
      expect([staff?.n, players?.n]).toEqual([0, 0]);
      const [games_] = await production.db.select({ n: count() }).from(games);
      expect(games_?.n).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });

  it('inserts nothing twice when seeding again', async () => {
    const before = await rowCounts();
    await seedDatabase(database.db, SEED_STEPS);
    expect(await rowCounts()).toEqual(before);
  });

  it('inserts nothing twice even when a step runs again without its marker', async () => {
    const before = await rowCounts();
    for (const step of SEED_STEPS) {
      await database.db.transaction((tx) =>
        step.run(tx, { cipher: createFieldCipher('seed-test-key-0123456789') }),
      );
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('moves identity sequences past the seeded ids so operators can add rows', async () => {
    const db = database.db;
    const [banner] = await db
      .insert(banners)
      .values({
        pageName: 'lobbySlider',
        visibility: 1,
        desktopImageUrl: '/images/banners/extra.svg',
      })
      .returning({ id: banners.bannerId });
    const [tier] = await db
      .insert(vipTiers)
      .values({
        level: 99,
        name: 'Test Tier',
        icon: '/images/vip/extra.svg',
        gcRequiredPurchase: 1,
        scRequiredPlay: 1,
      })
      .returning({ id: vipTiers.vipTierId });
    await db.delete(banners).where(eq(banners.bannerId, banner?.id ?? 0));
    await db.delete(vipTiers).where(eq(vipTiers.vipTierId, tier?.id ?? 0));
    expect(banner?.id).toBe(15);
    expect(tier?.id).toBe(9);
  });

  it('keeps the catalogue coherent', async () => {
    const db = database.db;
    const categories = await db.select().from(gameSubCategories);
    const scratchers = categories.find((c) => c.name.EN === 'Scratchers');
    expect(scratchers?.showInSidebar).toBe(false);
    expect(categories.filter((c) => c.showInSidebar).map((c) => c.name.EN)).toEqual(
      expect.arrayContaining(['Slots', 'Table Games', 'Originals', 'New Releases', 'Popular']),
    );
    expect(categories.find((c) => c.name.EN === 'Popular')?.isFeatured).toBe(true);

    const links = await db.select().from(gameCategoryLinks);
    for (const game of await db.select().from(games)) {
      expect(
        links.some((l) => l.gameId === game.masterCasinoGameId),
        game.name,
      ).toBe(true);
      for (const coin of ['GC', 'SC'] as const) {
        const steps = game.betSteps[coin];
        const [min, max] =
          coin === 'GC' ? [game.minBetGc, game.maxBetGc] : [game.minBetSc, game.maxBetSc];
        expect(steps.length, game.name).toBeGreaterThan(0);
        expect(
          steps.every((s) => Number.isInteger(s) && s >= min && s <= max),
          game.name,
        ).toBe(true);
      }
    }

    const tiers = await db.select().from(vipTiers).orderBy(vipTiers.level);
    expect(tiers.map((tier) => tier.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(tiers[0]).toMatchObject({ name: 'Bronze', gcRequiredPurchase: 0, scRequiredPlay: 0 });
    expect(tiers[7]?.name).toBe('Black Diamond');
    for (let i = 1; i < tiers.length; i++) {
      expect(tiers[i]!.gcRequiredPurchase).toBeGreaterThan(tiers[i - 1]!.gcRequiredPurchase);
      expect(tiers[i]!.scRequiredPlay).toBeGreaterThan(tiers[i - 1]!.scRequiredPlay);
    }

    const segments = await db.select().from(spinWheelSegments).orderBy(spinWheelSegments.position);
    expect(segments.map((s) => s.position)).toEqual([...Array(12).keys()]);
    expect(segments.every((s) => s.weight > 0 && s.gc + s.sc > 0)).toBe(true);

    const [welcome] = await db.select().from(bonusSettings).where(eq(bonusSettings.key, 'welcome'));
    expect(welcome).toMatchObject({ gcAmount: 5_000_000, scAmount: 200 });
    const [daily] = await db.select().from(bonusSettings).where(eq(bonusSettings.key, 'daily'));
    expect(daily).toMatchObject({ gcAmount: 1_000_000, scAmount: 30 });

    const [kyc] = await db.select().from(kycSettings);
    expect(kyc).toMatchObject({ id: 1, checks: false });
    const labels = await db.select().from(kycDocumentLabels).orderBy(kycDocumentLabels.sortOrder);
    expect(labels.map((l) => [l.name.EN, l.isRequired])).toEqual([
      ['Government ID', true],
      ['Proof of Address', true],
      ['Selfie with ID', false],
    ]);
  });

  it('names only images that exist in the web app and are small', async () => {
    const db = database.db;
    const urls = [
      ...(await db.select({ url: games.imageUrl }).from(games)).map((r) => r.url),
      ...(await db.select({ url: gameSubCategories.imageUrl }).from(gameSubCategories)).map(
        (r) => r.url,
      ),
      ...(await db.select({ url: banners.desktopImageUrl }).from(banners)).map((r) => r.url),
      ...(await db.select({ url: banners.mobileImageUrl }).from(banners)).map((r) => r.url),
      ...(await db.select({ url: popups.desktopImageUrl }).from(popups)).map((r) => r.url),
      ...(await db.select({ url: packages.imageUrl }).from(packages)).map((r) => r.url),
      ...(await db.select({ url: vipTiers.icon }).from(vipTiers)).map((r) => r.url),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(40);
    const missing = urls.filter((url) => !existsSync(path.join(webPublic, url)));
    expect(missing).toEqual([]);
    const large = urls.filter((url) => statSync(path.join(webPublic, url)).size >= 6 * 1024);
    expect(large).toEqual([]);
    const gameImages = (await db.select({ url: games.imageUrl }).from(games)).map((r) => r.url);
    expect(new Set(gameImages).size).toBe(gameImages.length);
  });
});
