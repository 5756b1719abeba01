import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient, WhenSettled, WithQueryClient } from './query-provider';

afterEach(() => queryClient.clear());

function Lists({ answerIn }: { answerIn: number | null }) {
  const list = useQuery({
    queryKey: ['settle-test', answerIn],
    queryFn: () => new Promise<string[]>((resolve) => (answerIn === null ? undefined : setTimeout(() => resolve(['첫 글']), answerIn))),
  });
  return <p>{list.data ? list.data.join(', ') : '불러오는 중…'}</p>;
}

describe('WhenSettled', () => {
  it('keeps the placeholder until the queries started on mount have answered, then shows the page as it is by then', async () => {
    const shown = vi.fn();
    render(
      <WithQueryClient>
        <WhenSettled placeholder={<h1>프롬프트</h1>} onShown={shown}>
          <Lists answerIn={300} />
        </WhenSettled>
      </WithQueryClient>,
    );
    expect(screen.getByRole('heading', { name: '프롬프트' })).toBeVisible();
    // Mounted (its query runs) but not shown: its loading state never appears on screen.
    const unseen = (text: string) => screen.getByText(text).closest('.invisible') !== null;
    expect(unseen('불러오는 중…')).toBe(true);
    await waitFor(() => expect(unseen('첫 글')).toBe(false), { timeout: 2000 });
    expect(screen.queryByRole('heading', { name: '프롬프트' })).toBeNull();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('shows the page after 2 s even when a query never answers', async () => {
    render(
      <WithQueryClient>
        <WhenSettled placeholder={<h1>프롬프트</h1>}>
          <Lists answerIn={null} />
        </WhenSettled>
      </WithQueryClient>,
    );
    expect(screen.getByText('불러오는 중…').closest('.invisible')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('불러오는 중…').closest('.invisible')).toBeNull(), { timeout: 3000 });
  });
});
