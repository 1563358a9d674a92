import type { ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { cx } from '@changdee/ui/lib/cx';

/**
 * Add-to-cart and book: while something blocks them (spec §5 an invalid note, §6 no employee) they
 * look and act disabled but stay focusable, and their tooltip says why (keyboard users get it too).
 */
export function ActionButton({
  children,
  className,
  testId,
  blocked,
  onClick,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Why the action is not possible now; null when it is. */
  blocked: string | null;
  onClick: () => void;
}) {
  if (!blocked) {
    return (
      <button type="button" className={cx('btn', className)} onClick={onClick} data-testid={testId}>
        {children}
      </button>
    );
  }
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip>{blocked}</Tooltip>}>
      <button
        type="button"
        className={cx('btn is-disabled', className)}
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        data-testid={testId}
      >
        {children}
        <span className="visually-hidden"> ({blocked})</span>
      </button>
    </OverlayTrigger>
  );
}
