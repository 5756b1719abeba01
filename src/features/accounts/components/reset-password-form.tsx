import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PasswordResetConfirmInput, passwordResetConfirmInput, PASSWORD_MIN_LENGTH } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field, FormError } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';
import { usePasswordProblem } from '../api/password-check';
import { useConfirmPasswordReset } from '../api/password-reset';
import { serverMessageOr } from '../error-message';

/** The page the reset mail links to: a new password twice; every session ends on success. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmInput),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });
  const mutation = useConfirmPasswordReset({
    onSuccess: () => {
      toast({ title: '비밀번호 변경 완료', description: '새 비밀번호로 로그인해 주세요.' });
      navigate(paths.home.href(), { replace: true });
      useModalStore.getState().open('login');
    },
    onError: (err) => form.setError('root', { message: serverMessageOr(err, '비밀번호를 바꾸지 못했습니다.') }),
  });
  const errors = form.formState.errors;
  const passwordProblem = usePasswordProblem(form.watch('password'));
  if (!token) {
    return (
      <Card className="mx-auto max-w-md">
        <CardBody className="space-y-2 py-6">
          <h1 className="text-xl font-bold">비밀번호 재설정</h1>
          <p role="alert" className="text-sm text-red-700">재설정 링크가 올바르지 않습니다. 메일의 링크를 다시 열거나 재설정을 다시 요청해주세요.</p>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-md">
      <CardBody className="py-6">
        <h1 className="text-xl font-bold text-slate-900">새 비밀번호 설정</h1>
        <p className="mt-1 text-sm text-slate-600">바꾸고 나면 모든 기기에서 로그아웃됩니다.</p>
        <form noValidate className="mt-5 space-y-3" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <Field
            label="새 비밀번호"
            error={errors.password?.message}
            hint={passwordProblem ?? `${PASSWORD_MIN_LENGTH}자 이상`}
            hintTone={passwordProblem ? 'danger' : 'muted'}
          >
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label="새 비밀번호 확인" error={errors.passwordConfirm?.message}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...form.register('passwordConfirm')} />}
          </Field>
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? '변경 중…' : '비밀번호 변경'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
