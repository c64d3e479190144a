import { INVENTORY_BATCH_MAX, INVENTORY_ROOM_MAX_LENGTH } from '@benji/shared';
import { Plus, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { serverText } from '../../../i18n/server-text';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useAddItemsMutation } from '../api';
import { planSave, type SavePlan } from '../entry-save';
import { addRowAfter, changeRow, emptyRow, problemsFromServer, removeRow, type EntryRow, type RowProblems } from '../entry-rows';
import { ENTRY_COLUMNS, EntryRowCells } from './entry-row-cells';

/**
 * Fast entry: a room's worth of items typed as a table. Tab moves across the cells, Enter opens the
 * next line, one Save sends them all. On a refusal every line stays as typed, with each problem in
 * its own cell.
 */
export function FastEntryTable({ claimId }: { claimId: number }) {
  const { t } = useTranslation('inventory');
  const [room, setRoom] = useState('');
  const [rows, setRows] = useState<EntryRow[]>(() => [emptyRow()]);
  const [problems, setProblems] = useState<Record<string, RowProblems>>({});
  const [roomError, setRoomError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [addItems, { isLoading }] = useAddItemsMutation();

  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLInputElement>(`[data-entry-row="${focusKey}"] input`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  function addAfter(index: number) {
    const next = addRowAfter(rows, index);
    setRows(next);
    setFocusKey(next[index + 1]!.key);
  }

  function show(plan: Extract<SavePlan, { kind: 'fix' }>) {
    setProblems(plan.problems);
    setRoomError(plan.room);
    setFormError(plan.message);
  }

  async function save() {
    const plan = planSave(rows, room, t('problems.roomRequired'));
    if (plan.kind !== 'send') return show(plan);
    try {
      const { message } = await addItems({ claimId, items: plan.items }).unwrap();
      toast.success(await serverText(message));
      setRows([emptyRow()]);
      setProblems({});
      setRoomError(undefined);
      setFormError(undefined);
    } catch (error) {
      // Nothing typed is cleared: the rows stay as they are, with the server's word on each.
      const found = problemsFromServer(isApiError(error) ? error.data : undefined, plan.keys);
      const any = Object.keys(found.byRow).length > 0 || found.room;
      show({
        kind: 'fix',
        problems: found.byRow,
        room: found.room,
        message: any ? t('problems.needsFix') : (found.other ?? (isApiError(error) ? error.message : undefined)),
      });
    }
  }

  const filled = rows.filter((row) => row.description.trim() !== '').length;

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('entry.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('entry.hint', { max: INVENTORY_BATCH_MAX })}</p>
      <TextField
        label={t('entry.room')}
        className="mt-4 max-w-sm"
        value={room}
        maxLength={INVENTORY_ROOM_MAX_LENGTH}
        placeholder={t('entry.roomPlaceholder')}
        error={roomError}
        onChange={(event) => setRoom(event.target.value)}
      />
      {formError && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{formError}</p>
          {/* On a phone most cells are scrolled out of sight: the list says where each problem is. */}
          <ul className="mt-1 list-inside list-disc">
            {rows.map((row, index) => {
              const messages = Object.values(problems[row.key] ?? {});
              return messages.length > 0 ? (
                <li key={row.key}>{t('entry.rowProblems', { row: index + 1, problems: messages.join(' ') })}</li>
              ) : null;
            })}
          </ul>
        </div>
      )}
      {/* relative: the sr-only header text is positioned inside the scroller, not beside the page. */}
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{t('entry.caption')}</caption>
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {ENTRY_COLUMNS.map(({ column, label }, index) => (
                <th key={column} scope="col" className={index === 0 ? 'sticky left-0 z-10 bg-white px-1 py-2' : 'px-1 py-2'}>
                  {t(label)}
                </th>
              ))}
              <th scope="col" className="px-1 py-2">
                <span className="sr-only">{t('entry.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <EntryRowCells
                key={row.key}
                row={row}
                number={index + 1}
                problems={problems[row.key]}
                onChange={(changes) => setRows((current) => changeRow(current, row.key, changes))}
                onEnter={() => addAfter(index)}
                onRemove={() => setRows((current) => removeRow(current, row.key))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => addAfter(rows.length - 1)}>
          <Plus aria-hidden="true" className="size-4" /> {t('entry.addLine')}
        </Button>
        <Button loading={isLoading} onClick={() => void save()}>
          {!isLoading && <Save aria-hidden="true" className="size-4" />}
          {isLoading ? t('entry.saving') : t('entry.save', { count: filled })}
        </Button>
      </div>
    </Card>
  );
}
