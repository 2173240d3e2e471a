import { z } from 'zod';
import { ZPackageInput, type TAdminPackage } from '@app/contracts/packages-admin';

/**
 * The package form as the inputs hold it: numbers from number inputs (NaN when empty), the end as
 * a `datetime-local` value in the editor's time zone ('' for none), the image as text. It turns
 * into the contract's request and is checked by the contract's own schema, so the form shows the
 * server's messages on the same fields.
 */
const formNumber = z.union([z.number(), z.nan()]);

export const ZPackageForm = z
  .object({
    amount: formNumber,
    gcCoin: formNumber,
    scCoin: formNumber,
    firstPurchaseApplicable: z.boolean(),
    welcomePurchaseBonusApplicable: z.boolean(),
    welcomePurchaseBonusApplicableMinutes: formNumber,
    oneTimePurchaseBonusApplicable: z.boolean(),
    validTill: z.string(),
    sortOrder: formNumber,
    imageUrl: z.string(),
  })
  .transform((form) => ({
    ...form,
    // Minutes belong to the welcome offer only; an unticked offer sends none.
    welcomePurchaseBonusApplicableMinutes:
      form.welcomePurchaseBonusApplicable &&
      !Number.isNaN(form.welcomePurchaseBonusApplicableMinutes)
        ? form.welcomePurchaseBonusApplicableMinutes
        : null,
    validTill: localToIso(form.validTill),
    imageUrl: form.imageUrl.trim() || null,
  }))
  .pipe(ZPackageInput);
export type TPackageFormValues = z.input<typeof ZPackageForm>;

/** '2026-12-01T18:30' in the browser's zone → ISO instant; '' → null; anything else is kept to be refused. */
export function localToIso(local: string): string | null {
  if (local.trim() === '') return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant → the `datetime-local` value showing it in the browser's zone. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A new package starts as a plain one at the end of the store. */
export const NEW_PACKAGE_FORM: TPackageFormValues = {
  amount: Number.NaN,
  gcCoin: Number.NaN,
  scCoin: 0,
  firstPurchaseApplicable: false,
  welcomePurchaseBonusApplicable: false,
  welcomePurchaseBonusApplicableMinutes: Number.NaN,
  oneTimePurchaseBonusApplicable: false,
  validTill: '',
  sortOrder: 100,
  imageUrl: '',
};

export function formValuesOf(pkg: TAdminPackage): TPackageFormValues {
  return {
    amount: pkg.amount,
    gcCoin: pkg.gcCoin,
    scCoin: pkg.scCoin,
    firstPurchaseApplicable: pkg.firstPurchaseApplicable,
    welcomePurchaseBonusApplicable: pkg.welcomePurchaseBonusApplicable,
    welcomePurchaseBonusApplicableMinutes: pkg.welcomePurchaseBonusApplicableMinutes ?? Number.NaN,
    oneTimePurchaseBonusApplicable: pkg.oneTimePurchaseBonusApplicable,
    validTill: isoToLocal(pkg.validTill),
    sortOrder: pkg.sortOrder,
    imageUrl: pkg.imageUrl ?? '',
  };
}
