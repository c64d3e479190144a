import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { TConversation } from '@benji/shared';
import { createTestStore } from '../../../store/create-store';
import { ConversationGroupList } from './conversation-group-list';

const conversation = (id: string, title: string): TConversation => ({
  session_id: id,
  updated_at: '2026-11-01T10:00:00Z',
  created_at: '2026-11-01T09:00:00Z',
  title,
  renamed: false,
  claim_id: null,
});

function renderGroups(groups: Parameters<typeof ConversationGroupList>[0]['groups']) {
  const noop = () => undefined;
  render(
    <Provider store={createTestStore()}>
      <ConversationGroupList groups={groups} current="b" onOpen={noop} onDelete={noop} onRenamed={noop} />
    </Provider>,
  );
}

describe('ConversationGroupList', () => {
  it('names each group by its claim, as a region a screen reader can jump to, holding its own conversations', () => {
    renderGroups([
      { key: 'claim-1', label: 'Prairie General · Roof Damage / Storm', conversations: [conversation('a', 'Roof inspection')] },
      { key: 'none', label: 'Not about a claim', conversations: [conversation('b', 'What is ACV?'), conversation('c', 'Deductibles')] },
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Prairie General · Roof Damage / Storm',
      'Not about a claim',
    ]);
    const none = within(screen.getByRole('region', { name: 'Not about a claim' }));
    expect(none.getAllByRole('listitem').map((item) => item.querySelector('span')?.textContent)).toEqual(['What is ACV?', 'Deductibles']);
    expect(none.getByRole('button', { name: /^What is ACV\?/ }).getAttribute('aria-current')).toBe('true');
  });

  it('shows an unlabelled group as a plain list, with no heading', () => {
    renderGroups([{ key: 'all', label: null, conversations: [conversation('a', 'Roof inspection')] }]);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
