import { type KeyboardEvent, memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { SelectOption } from '~/features/forms/options';

interface SelectProps {
  id: string;
  /** Ids of the elements that name the control (its visible label). */
  labelledBy: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown when nothing is chosen yet. */
  placeholder: string;
  /** Shown in place of the options while the list is empty (PRODUCT §4: 'Cargando...'). */
  emptyText: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  /** Called when focus leaves the control (validation on blur). */
  onBlur?: () => void;
  /** The chosen option as shown in the closed control (default: its label). */
  renderValue?: (option: SelectOption) => ReactNode;
  renderOption?: (option: SelectOption) => ReactNode;
  /** Draws a separator after this many options (the phone picker's preferred countries). */
  separatorAfter?: number;
  className?: string;
}

/** Type-to-find forgets what was typed after this pause (PRODUCT §9: 700 ms). */
export const TYPE_AHEAD_RESET_MS = 700;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A select-only combobox (WAI-ARIA APG pattern): focus stays on the control, the listbox shows the
 * options, `aria-activedescendant` follows the active one. Opens with Enter, Space, Up or Down;
 * Up/Down/Home/End/PageUp/PageDown move; Enter or a click chooses and closes; Escape, Tab or a click
 * outside closes. Typing letters finds the first option starting with them (reset after 700 ms).
 */
export function Select({
  id,
  labelledBy,
  options,
  value,
  onChange,
  open,
  onOpenChange,
  placeholder,
  emptyText,
  invalid = false,
  describedBy,
  required = false,
  onBlur,
  renderValue,
  renderOption,
  separatorAfter,
  className = '',
}: SelectProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = `${id}-listbox`;
  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const optionId = (i: number) => `${id}-option-${i}`;

  // Opening starts on the chosen option (or the first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list opens.
  useEffect(() => {
    if (open) setActive(Math.max(selectedIndex, 0));
  }, [open]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open || active < 0) return;
    const el = document.getElementById(optionId(active));
    el?.scrollIntoView({ block: 'nearest' });
  });

  // A click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  useEffect(
    () => () => {
      if (typedTimer.current) clearTimeout(typedTimer.current);
    },
    [],
  );

  // The options' handlers keep their identity across renders (the latest props read through a ref),
  // so moving the active option redraws two rows, not the whole list.
  const latest = useRef({ options, onChange, onOpenChange });
  latest.current = { options, onChange, onOpenChange };
  const choose = useCallback((i: number) => {
    const { options, onChange, onOpenChange } = latest.current;
    const option = options[i];
    if (!option) return;
    onChange(option.value);
    onOpenChange(false);
  }, []);
  const hover = useCallback((i: number) => setActive((a) => (a === i ? a : i)), []);

  /** Type-to-find: the typed letters so far (reset after 700 ms) match the start of a label. */
  const find = (char: string) => {
    if (typedTimer.current) clearTimeout(typedTimer.current);
    typed.current += fold(char);
    typedTimer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);
    const match = options.findIndex((o) => fold(o.label).startsWith(typed.current));
    if (match >= 0) {
      setActive(match);
      if (!open) onOpenChange(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    const move = (to: number) => {
      e.preventDefault();
      if (!open) {
        onOpenChange(true);
        return;
      }
      setActive(Math.max(0, Math.min(last, to)));
    };
    switch (e.key) {
      case 'ArrowDown':
        if (e.altKey && !open) {
          e.preventDefault();
          onOpenChange(true);
          return;
        }
        move(active + 1);
        return;
      case 'ArrowUp':
        move(active - 1);
        return;
      case 'Home':
        if (open) move(0);
        return;
      case 'End':
        if (open) move(last);
        return;
      case 'PageDown':
        if (open) move(active + 10);
        return;
      case 'PageUp':
        if (open) move(active - 10);
        return;
      case 'Enter':
        e.preventDefault();
        if (open) choose(active);
        else onOpenChange(true);
        return;
      case ' ':
        if (typed.current) {
          e.preventDefault();
          find(' ');
          return;
        }
        e.preventDefault();
        if (open) choose(active);
        else onOpenChange(true);
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          onOpenChange(false);
        }
        return;
      case 'Tab':
        if (open) onOpenChange(false);
        return;
      default:
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          e.preventDefault();
          find(e.key);
        }
    }
  };

  return (
    <div ref={rootRef} className={`select ${open ? 'is-open' : ''} ${invalid ? 'is-invalid' : ''} ${className}`}>
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        className="select__control"
        aria-labelledby={labelledBy}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && options.length ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (rootRef.current?.contains(e.relatedTarget as Node | null)) return;
          if (open) onOpenChange(false);
          onBlur?.();
        }}
      >
        <span className={`select__value ${selected ? '' : 'is-placeholder'}`}>
          {selected ? (renderValue ? renderValue(selected) : selected.label) : placeholder}
        </span>
        <svg className="select__chevron" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelledBy}
        aria-busy={options.length === 0 || undefined}
        tabIndex={-1}
        className="select__list"
        hidden={!open}
      >
        {/* The options exist only while the list is open (docs/decisions/0097): a closed dropdown
            is a few nodes, not hundreds, in the page a modal dialog restyles and in every render of
            its form. */}
        {!open ? null : options.length === 0 ? (
          // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox are not focused themselves.
          <div role="option" aria-disabled="true" aria-selected="false" className="select__empty">
            {emptyText}
          </div>
        ) : (
          options.map((o, i) => (
            <OptionRow
              key={o.value}
              id={optionId(i)}
              index={i}
              selected={o.value === value}
              active={i === active}
              separator={Boolean(separatorAfter && i === separatorAfter - 1)}
              onHover={hover}
              onChoose={choose}
            >
              {renderOption ? renderOption(o) : o.label}
            </OptionRow>
          ))
        )}
      </div>
    </div>
  );
}

/** One option of an open list; a plain label's row is redrawn only when its own state changes. */
const OptionRow = memo(function OptionRow({
  id,
  index,
  selected,
  active,
  separator,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  index: number;
  selected: boolean;
  active: boolean;
  separator: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox are not focused themselves.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled by the combobox, which keeps focus.
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={`select__option ${active ? 'is-active' : ''} ${separator ? 'has-separator' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => onHover(index)}
      onClick={() => onChoose(index)}
    >
      {children}
    </div>
  );
});
