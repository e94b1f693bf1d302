// Open slots of one counsellor or professor: a row of dates, then the times of the chosen date.
// Radio inputs styled as buttons, so a phone gets large targets and a screen reader a radio group.
import { useEffect, useMemo, useState } from 'react';
import { weekdayOf } from '@/lib/calendar';

export interface Slot {
  handlerId: string;
  start: string; // ISO with +09:00
  end: string;
  place: string;
}


/** The Seoul date and time of a slot are its ISO text: no time zone arithmetic in the browser. */
export function slotDate(iso: string) {
  return iso.slice(0, 10);
}

export function slotTime(iso: string) {
  return iso.slice(11, 16);
}

export function dateLabel(date: string, withYear = false) {
  const [y, m, d] = date.split('-');
  const weekday = weekdayOf(date);
  return `${withYear ? `${y}. ` : ''}${Number(m)}. ${Number(d)}. (${weekday})`;
}

export function slotLabel(slot: Pick<Slot, 'start' | 'end'>) {
  return `${dateLabel(slotDate(slot.start), true)} ${slotTime(slot.start)}~${slotTime(slot.end)}`;
}

interface Props {
  slots: Slot[];
  value: string | null;
  onChange: (slot: Slot) => void;
  /** Prefix of the input ids and names (two pickers may share a page). */
  idPrefix: string;
  error?: string;
  legend?: string;
}

export default function SlotPicker({ slots, value, onChange, idPrefix, error, legend = '상담 시간' }: Props) {
  const byDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const s of slots) map.set(slotDate(s.start), [...(map.get(slotDate(s.start)) ?? []), s]);
    return map;
  }, [slots]);
  const dates = [...byDate.keys()];
  const [date, setDate] = useState<string | null>(value ? slotDate(value) : (dates[0] ?? null));
  useEffect(() => {
    if (!date || !byDate.has(date)) setDate(value && byDate.has(slotDate(value)) ? slotDate(value) : (dates[0] ?? null));
  }, [byDate]); // eslint-disable-line react-hooks/exhaustive-deps

  const errorId = `${idPrefix}-error`;
  const feedback = error && (
    <div className="invalid-feedback d-block" id={errorId}>
      {error}
    </div>
  );
  if (!slots.length) {
    return (
      <>
        <p className="text-secondary mb-0">앞으로 3주 안에 열린 상담 시간이 없습니다. 다른 담당자를 고르거나 나중에 다시 확인해 주세요.</p>
        {feedback}
      </>
    );
  }
  return (
    <div className="slot-picker">
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">날짜</legend>
        <div className="slot-dates">
          {dates.map((d) => (
            <span key={d}>
              <input type="radio" className="btn-check" name={`${idPrefix}-date`} id={`${idPrefix}-date-${d}`} checked={date === d} onChange={() => setDate(d)} autoComplete="off" />
              <label className="btn btn-outline-primary btn-sm" htmlFor={`${idPrefix}-date-${d}`}>
                {dateLabel(d)}
                <span className="visually-hidden">, 열린 시간 {byDate.get(d)!.length}개</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      {date && (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="form-label fs-6 mb-1">
            {legend} <span className="text-secondary small">({dateLabel(date, true)})</span>
          </legend>
          <div className="slot-times">
            {byDate.get(date)!.map((s) => (
              <span key={s.start}>
                <input
                  type="radio"
                  className="btn-check"
                  name={`${idPrefix}-time`}
                  id={`${idPrefix}-time-${s.start}`}
                  checked={value === s.start}
                  onChange={() => onChange(s)}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                />
                <label className="btn btn-outline-primary" htmlFor={`${idPrefix}-time-${s.start}`}>
                  {slotTime(s.start)}
                  <span className="visually-hidden">부터 {slotTime(s.end)}까지</span>
                </label>
              </span>
            ))}
          </div>
        </fieldset>
      )}
      {feedback}
    </div>
  );
}
