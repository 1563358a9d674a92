import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import th from '../../i18n/th.json';
import { announceUpdate } from './app-update';
import { UpdatePrompt } from './update-prompt';

// A new deploy's service worker waits until the person reloads into it (decision 066).

initI18n('th');

describe('the update prompt', () => {
  it('says nothing until a new version waits, then reloads into it when asked', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    const update = vi.fn(async () => undefined);
    act(() => announceUpdate(update));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent(th.update.ready);
    await userEvent.click(screen.getByRole('button', { name: th.update.reload }));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
