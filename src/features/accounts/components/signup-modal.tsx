import { useModalStore } from '@/stores/modal-store';
import { SignupStepOne } from './signup-step-one';
import { SignupStepTwo } from './signup-step-two';

/** Spec §2 signup: two steps; success opens signupComplete (spec §4). */
export function SignupModal() {
  const { signupDraft, open } = useModalStore();
  return signupDraft.step === 1 ? <SignupStepOne /> : <SignupStepTwo onSignedUp={(email) => open('signupComplete', { email })} />;
}
