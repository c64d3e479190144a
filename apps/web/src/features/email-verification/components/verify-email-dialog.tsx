import { Modal } from '../../../components/modal/modal';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import type { SessionUser } from '../../../store/auth-slice';
import { VerifyEmailForm } from './verify-email-form';

interface VerifyEmailDialogProps {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}

/** The code, typed where it does not push the page down. Once the code is accepted the notice, and this with it, goes. */
export function VerifyEmailDialog({ user, open, onClose }: VerifyEmailDialogProps) {
  const { t } = useTranslation('frame');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('verifyEmail.title')}
      size="md"
      subtitle={richText(t('verifyEmail.dialogText', { email: user.email }), {
        email: (address) => (
          <span translate="no" className="font-semibold break-all">
            {address}
          </span>
        ),
      })}
    >
      <VerifyEmailForm user={user} />
    </Modal>
  );
}
