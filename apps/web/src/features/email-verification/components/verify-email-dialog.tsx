import { Modal } from '../../../components/modal/modal';
import type { SessionUser } from '../../../store/auth-slice';
import { VerifyEmailForm } from './verify-email-form';

interface VerifyEmailDialogProps {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}

/** The code, typed where it does not push the page down. Once the code is accepted the notice, and this with it, goes. */
export function VerifyEmailDialog({ user, open, onClose }: VerifyEmailDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Verify your e-mail"
      size="md"
      subtitle={
        <>
          We sent a 6-digit code to <span className="font-semibold break-all">{user.email}</span>. Enter it to confirm the address is yours.
        </>
      }
    >
      <VerifyEmailForm user={user} />
    </Modal>
  );
}
