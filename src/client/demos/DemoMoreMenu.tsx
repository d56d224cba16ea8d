import * as React from 'react';
import styles from './DemoBox.module.css';

interface MenuItemBase {
  action: string;
  label: string;
  icon: React.ReactNode;
}

/** An action of the menu, or a page it opens in a new tab. */
export type MoreMenuItem = MenuItemBase & ({ onSelect: () => void; href?: undefined } | { href: string; onSelect?: undefined });

interface DemoMoreMenuProps {
  label: string;
  icon: React.ReactNode;
  items: readonly MoreMenuItem[];
  demoName: string;
  /** The toolbar's roving tab index and analytics attributes for the trigger. */
  triggerProps: Record<string, unknown>;
}

/**
 * The toolbar's "more" button and its menu (WAI-ARIA menu button): Enter, Space or the down arrow
 * open it on the first item, the up arrow on the last; arrows, Home and End move; Escape or Tab
 * close it, a click outside too. Static markup and CSS: no MUI for one small menu.
 */
export function DemoMoreMenu({ label, icon, items, demoName, triggerProps }: DemoMoreMenuProps) {
  const [open, setOpen] = React.useState(false);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const trigger = React.useRef<HTMLButtonElement>(null);
  const menu = React.useRef<HTMLUListElement>(null);
  const menuId = React.useId();

  React.useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The toolbar's own arrow keys move between its controls; these open the menu.
      event.preventDefault();
      event.stopPropagation();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    event.stopPropagation();
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemProps = (item: MoreMenuItem, index: number) => ({
    role: 'menuitem',
    tabIndex: index === focusIndex ? 0 : -1,
    className: styles.menuItem,
    'data-ga-event-category': 'demo',
    'data-ga-event-action': item.action,
    'data-ga-event-label': `${demoName}.js`,
  });

  return (
    <span className={styles.more}>
      <button
        ref={trigger}
        type="button"
        className={styles.tool}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
        {...triggerProps}
      >
        {icon}
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <li key={item.action} role="none">
              {item.href === undefined ? (
                <button
                  type="button"
                  {...itemProps(item, index)}
                  onClick={() => {
                    item.onSelect();
                    close(true);
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              ) : (
                <a href={item.href} target="_blank" rel="noopener" {...itemProps(item, index)} onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
