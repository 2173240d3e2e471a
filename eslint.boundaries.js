// Import boundaries of ARCHITECTURE.md and CONVENTIONS.md, kept by lint (docs/decisions/048).
// Imports are matched as written (every import in apps/ is relative), so each rule lists what a
// folder's files may not reach: another server module's data layer, a provider's internals, the
// web app shell from a feature, the domain from db/.
import { readdirSync } from 'node:fs';

/** The server's modules: every folder of apps/server/src/modules. */
const MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** A relative import of a file of one of `modules` (as `../x/…`, `../../x/…` or `…/modules/x/…`). */
const moduleFile = (modules, fileName = '[^/]+') =>
  `^(\\.\\./)+(modules/)?(${modules.join('|')})/(.+/)?${fileName}$`;

const others = (own) => MODULES.filter((m) => m !== own);

/** Tests and test kits arrange and check the database directly (decision 048). */
const TEST_FILES = ['**/*.test.ts', '**/*-test-kit.ts', '**/*-kit.ts'];

/**
 * Files that read or write another module's tables (or call its repository) today, by module:
 * each is to move behind that module's service, or a port of its own, when it is next changed;
 * none may be added (decision 048).
 */
const KNOWN_TABLE_READERS = [
  'account-safety/account-safety.repository.ts',
  'adjustments/adjustments.repository.ts',
  'catalogue-admin/catalogue-admin.repository.ts',
  'games/rounds.repository.ts',
  'kyc/kyc-status.ts',
  'kyc/kyc.repository.ts',
  'packages-admin/packages-admin.repository.ts',
  'payments/purchases.repository.ts',
  'players-admin/player-account.repository.ts',
  'players-admin/player-history.repository.ts',
  'players-admin/player-search.repository.ts',
  'redemptions/redemptions.repository.ts',
  'referrals/referrals.repository.ts',
  'responsible-gambling/responsible-gambling.repository.ts',
  'spin-wheel/spin-wheel.repository.ts',
  'two-factor/two-factor.repository.ts',
  'vip/vip.repository.ts',
];
const KNOWN_REPOSITORY_CALLERS = [
  'account-safety/account-safety.service.ts',
  'wallet/wallet.seed.ts',
];
const known = (list, own) =>
  list
    .filter((file) => file.startsWith(`${own}/`))
    .map((file) => `apps/server/src/modules/${file}`);

const repositoryRule = (own) => ({
  regex: moduleFile(others(own), '[^/]+\\.repository'),
  allowTypeImports: true,
  message:
    "Another module's repository: read its data through its service, or a port this module declares that the app fills (decision 048).",
});

const tablesRule = (own) => ({
  regex: moduleFile(others(own), '[^/]+\\.tables'),
  allowTypeImports: true,
  message:
    "Another module's tables: read its data through its service, or a port this module declares that the app fills. Only *.tables.ts (foreign keys) and tests may import them (decision 048).",
});

const SANDBOX_RULE = {
  regex: moduleFile(['sandbox-providers']),
  message:
    'The money module knows provider interfaces only (providers.ts, payouts.ts): the sandbox is wired in app-modules.ts, its test helpers live in its own test kits (decision 048).',
};

/**
 * Per module: the rules for its code, then laxer ones for its tables (foreign keys), the known
 * files above, its test kits and its tests (a later block replaces an earlier one's options).
 */
const serverModuleBlocks = MODULES.flatMap((own) => {
  const under = (glob) => `apps/server/src/modules/${own}/${glob}`;
  const sandbox = own === 'payments' ? [SANDBOX_RULE] : [];
  const rule = (patterns) => ({
    '@typescript-eslint/no-restricted-imports':
      patterns.length > 0 ? ['error', { patterns }] : 'off',
  });
  return [
    { files: [under('**/*.ts')], rules: rule([repositoryRule(own), tablesRule(own), ...sandbox]) },
    {
      files: [under('**/*.tables.ts'), ...known(KNOWN_TABLE_READERS, own)],
      rules: rule([repositoryRule(own), ...sandbox]),
    },
    ...(known(KNOWN_REPOSITORY_CALLERS, own).length > 0
      ? [
          {
            files: known(KNOWN_REPOSITORY_CALLERS, own),
            rules: rule([tablesRule(own), ...sandbox]),
          },
        ]
      : []),
    // Test kits are shared with other modules' tests: they keep the sandbox rule; tests do not
    // (the test app runs with the sandbox, and a payments test drives its pages and webhooks).
    { files: TEST_FILES.map(under), rules: rule(sandbox) },
    { files: [under('**/*.test.ts')], rules: rule([]) },
  ];
});

const DOMAIN_RULE = {
  regex: '^(\\.\\./)+modules/',
  message:
    'db/ and platform/ know no domain: a module registers what it adds (seed steps in src/seed-steps.ts, routes and jobs in its *-module.ts) where the app is composed (decision 048).',
};

const SERVER_FROM_WEB = {
  group: ['**/apps/server/**', '@app/server/*'],
  message: 'The web apps never import server code.',
};

/** Feature folders with one direction of imports (CONVENTIONS.md): components/, lib/ → features/ → app/. */
const webBlocks = ['apps/web', 'apps/admin'].flatMap((root) => [
  {
    files: [`${root}/src/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_FROM_WEB,
            {
              regex: '^(\\.\\./)+app/',
              message:
                'A feature never imports the app shell: move what both need to components/ or lib/, or let the app compose the feature (decision 048).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${root}/src/components/**/*.{ts,tsx}`, `${root}/src/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_FROM_WEB,
            {
              regex: '^(\\.\\./)+(app|features)/',
              message:
                'components/ and lib/ are below features/ and app/ and never import them (decision 048).',
            },
          ],
        },
      ],
    },
  },
]);

export const boundaries = [
  ...serverModuleBlocks,
  {
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DOMAIN_RULE] }],
    },
  },
  ...webBlocks,
];
