import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { confirm, useConfirmStore } from './confirm-store';

beforeEach(() => useConfirmStore.setState({ show: false, isProcessing: false, resolve: undefined }));

describe('the confirm dialog', () => {
  it("labels its buttons '확인' and '취소' by default and resolves true on confirm", async () => {
    render(<ConfirmDialog />);
    const answer = confirm({ title: '삭제할까요?', message: '되돌릴 수 없습니다.' });
    expect(await screen.findByRole('alertdialog', { name: '삭제할까요?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on cancel and shows custom labels, colour and warning', async () => {
    render(<ConfirmDialog />);
    const answer = confirm({
      title: '회원 탈퇴',
      message: '모든 기록이 삭제됩니다.',
      confirmText: '탈퇴하기',
      cancelText: '그만두기',
      confirmColor: 'red',
      showWarningIcon: true,
      warningMessage: '14일 동안 같은 메일로 다시 가입할 수 없습니다.',
    });
    expect(await screen.findByText('14일 동안 같은 메일로 다시 가입할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '탈퇴하기' }).className).toContain('bg-red-600');
    await userEvent.click(screen.getByRole('button', { name: '그만두기' }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows processing while onConfirm runs and ignores cancel meanwhile', async () => {
    let finish: () => void = () => undefined;
    render(<ConfirmDialog />);
    const answer = confirm({
      title: '발행',
      message: '지금 발행할까요?',
      onConfirm: () => new Promise<void>((r) => (finish = r)),
    });
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(useConfirmStore.getState().isProcessing).toBe(true);
    expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    useConfirmStore.getState().cancel();
    expect(useConfirmStore.getState().show).toBe(true);
    finish();
    await expect(answer).resolves.toBe(true);
    expect(useConfirmStore.getState().isProcessing).toBe(false);
  });

  it('stays open and says why when onConfirm fails, so the user can retry or cancel', async () => {
    let attempts = 0;
    render(<ConfirmDialog />);
    const answer = confirm({
      title: '삭제',
      message: '지울까요?',
      onConfirm: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('네트워크 연결을 확인해주세요.');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    expect(await screen.findByText('네트워크 연결을 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe(true);
    expect(attempts).toBe(2);
  });
});
