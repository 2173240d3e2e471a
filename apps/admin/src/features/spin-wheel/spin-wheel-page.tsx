import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_WHEEL_SEGMENTS,
  ZWheelSegmentsInput,
  type TAdminWheelData,
  type TWheelSegmentsInput,
} from '@app/contracts/spin-wheel';
import { ApiError } from '../../lib/api-client';
import { useSaveWheelSegments, useWheelSegments } from './spin-wheel-api';
import { ExactFigure } from './exact-figure';
import { oddsOfRows } from './wheel-form-odds';
import '../../components/data-table.css';
import '../../components/list-page.css';
import './spin-wheel.css';

const formOf = (data: TAdminWheelData): TWheelSegmentsInput => ({
  segments: data.segments.map(({ segmentId, position, gc, sc, weight, isActive }) => ({
    segmentId,
    position,
    gc,
    sc,
    weight,
    isActive,
  })),
});

interface NumberColumn {
  readonly field: 'position' | 'gc' | 'sc' | 'weight';
  readonly label: string;
  readonly step?: string;
  readonly className?: string;
}

/** The number columns of a segment row, in the order they stand and show their errors. */
const NUMBER_COLUMNS: readonly NumberColumn[] = [
  { field: 'position', label: 'Order', className: 'wheel-input wheel-input--order' },
  { field: 'gc', label: 'GC', step: '0.01' },
  { field: 'sc', label: 'SC', step: '0.01' },
  { field: 'weight', label: 'Weight' },
];

interface SegmentNumberCellProps extends UseFormRegisterReturn {
  /** What a screen reader names the input, e.g. 'GC of segment 3'. */
  readonly label: string;
  readonly invalid: boolean;
  readonly step?: string;
  readonly className?: string;
}

/** One number input of a segment row, in its cell. */
function SegmentNumberCell({
  label,
  invalid,
  step,
  className = 'wheel-input',
  ...registration
}: SegmentNumberCellProps) {
  return (
    <td>
      <input
        className={className}
        type="number"
        step={step}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        {...registration}
      />
    </td>
  );
}

/**
 * The spin wheel's segments (permission rewards.write): prize, weight, active and order, each
 * segment's exact chance and the exact expected GC and SC per spin, recomputed as the editor
 * types. Saved together; the server audits the change and players see it at their next call.
 */
export function SpinWheelPage() {
  const wheel = useWheelSegments();
  const save = useSaveWheelSegments();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TWheelSegmentsInput>({
    resolver: zodResolver(ZWheelSegmentsInput),
    defaultValues: { segments: [] },
  });
  const { fields, append } = useFieldArray({ control, name: 'segments', keyName: 'key' });
  const rows = useWatch({ control, name: 'segments' });
  const odds = oddsOfRows(rows ?? []);

  useEffect(() => {
    if (wheel.data) reset(formOf(wheel.data));
  }, [wheel.data, reset]);

  const onSave = async (input: TWheelSegmentsInput) => {
    try {
      reset(formOf(await save.mutateAsync(input)));
    } catch {
      // The error shows above the table.
    }
  };

  const saveError = save.error instanceof ApiError ? save.error.message : undefined;
  const number = { valueAsNumber: true } as const;
  const nextOrder =
    Math.max(-1, ...(rows ?? []).map((r) => (Number.isFinite(r.position) ? r.position : 0))) + 1;

  return (
    <section className="list-page spin-wheel-admin" aria-labelledby="spin-wheel-heading">
      <div className="list-page-heading">
        <h1 id="spin-wheel-heading">Spin wheel</h1>
      </div>
      {wheel.isError && (
        <p className="form-error" role="alert">
          The wheel could not be loaded.
        </p>
      )}
      {odds && (
        <dl className="panel wheel-expectation" aria-label="Expected prize per spin">
          <div>
            <dt>Expected GC per spin</dt>
            <dd>
              <ExactFigure figure={odds.expectedGc} unit="GC" />
            </dd>
          </div>
          <div>
            <dt>Expected SC per spin</dt>
            <dd>
              <ExactFigure figure={odds.expectedSc} unit="SC" />
            </dd>
          </div>
          <div>
            <dt>Total active weight</dt>
            <dd>{odds.totalWeight.toLocaleString('en-US')}</dd>
          </div>
        </dl>
      )}
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Spin wheel segments">
        {saveError && (
          <p className="form-error" role="alert">
            {saveError}
          </p>
        )}
        {errors.segments?.message && (
          <p className="form-error" role="alert">
            {errors.segments.message}
          </p>
        )}
        {errors.segments?.root?.message && (
          <p className="form-error" role="alert">
            {errors.segments.root.message}
          </p>
        )}
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Segments of the wheel</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">GC</th>
                <th scope="col">SC</th>
                <th scope="col">Weight</th>
                <th scope="col">Active</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, i) => {
                const rowErrors = errors.segments?.[i];
                const name = field.segmentId
                  ? `segment ${field.segmentId}`
                  : `new segment ${i + 1}`;
                const chance = odds?.segments[i]?.chance;
                const messages = NUMBER_COLUMNS.map(
                  ({ field }) => rowErrors?.[field]?.message,
                ).filter(Boolean);
                return (
                  <tr key={field.key}>
                    {NUMBER_COLUMNS.map(({ field, label, step, className }) => (
                      <SegmentNumberCell
                        key={field}
                        label={`${label} of ${name}`}
                        invalid={Boolean(rowErrors?.[field])}
                        step={step}
                        className={className}
                        {...register(`segments.${i}.${field}`, number)}
                      />
                    ))}
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} is active`}
                        {...register(`segments.${i}.isActive`)}
                      />
                    </td>
                    <td>
                      {chance ? (
                        <span title={chance.fraction}>
                          {chance.percent.decimal}%{' '}
                          <span className="muted">({chance.fraction})</span>
                        </span>
                      ) : (
                        '—'
                      )}
                      {messages.map((message) => (
                        <p key={message} className="field-error" role="alert">
                          {message}
                        </p>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="wheel-actions">
          <button
            type="button"
            className="button-quiet"
            disabled={fields.length >= MAX_WHEEL_SEGMENTS}
            onClick={() =>
              append({
                segmentId: null,
                position: nextOrder,
                gc: 0,
                sc: 0,
                weight: 1,
                isActive: false,
              })
            }
          >
            Add segment
          </button>
          <button type="submit" className="button-primary" disabled={save.isPending || !isDirty}>
            {save.isPending ? 'Saving…' : 'Save wheel'}
          </button>
          {save.isSuccess && !isDirty && (
            <span className="muted" role="status">
              Saved: players see the new wheel at their next spin.
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
