import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldId } from '../shared/ids.js';
import { BASE_STYLES_KEY, baseStyles } from '../shared/base.styles.js';
import { useControllableState } from '../shared/use-controllable.js';
import { useStyles } from '../shared/use-styles.js';
import { accordionListStyles } from './accordion-list.styles.js';

/** One section of an {@link AccordionList}. */
export interface AccordionItem {
  /** Stable key, also what the expanded list holds. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link AccordionList}. */
export interface AccordionListProps {
  items: ReadonlyArray<AccordionItem>;
  /** Ids of the open sections (controlled). */
  expanded?: string[];
  defaultExpanded?: string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** Whether several sections may be open at once; default true. */
  multiple?: boolean;
  /** Level of the heading around each header button; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  id?: string;
  className?: string;
}

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-accordion', accordionListStyles],
] as const;

/**
 * List of collapsible sections on the ARIA accordion pattern: each header is a button inside a
 * heading with `aria-expanded` and `aria-controls`; its panel is a region named by it. Arrow
 * Down/Up move between headers, Home/End go to the first/last.
 */
export function AccordionList({
  items,
  expanded,
  defaultExpanded = [],
  onExpandedChange,
  multiple = true,
  headingLevel = 3,
  id: givenId,
  className,
}: AccordionListProps) {
  const id = useFieldId(givenId);
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [open, setOpen] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    if (open.includes(itemId)) setOpen(open.filter((x) => x !== itemId));
    else setOpen(multiple ? [...open, itemId] : [itemId]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      ref.current?.querySelectorAll<HTMLButtonElement>('.sfc-accordion__button:not(:disabled)') ?? [],
    );
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const target = {
      ArrowDown: buttons[(at + 1) % buttons.length],
      ArrowUp: buttons[(at - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={ref}
      id={id}
      className={`sfc-form sfc-accordion${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${id}-${item.id}-header`;
        const panelId = `${id}-${item.id}-panel`;
        return (
          <div key={item.id} className="sfc-accordion__item">
            <Heading className="sfc-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="sfc-accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M2 5l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="sfc-accordion__panel"
              hidden={!isOpen}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
