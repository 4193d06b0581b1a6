import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../stores/session';
import { ContactForm } from './contact-form';

/** The search parameter that opens the contact form over any page (links: `?contact=1`). */
export const CONTACT_PARAM = 'contact';

/** The contact form in a dialog, open while the address carries ?contact=1. */
export function ContactModal() {
  const [params, setParams] = useSearchParams();
  const user = useSession((s) => s.user);
  const opened = params.has(CONTACT_PARAM);
  const close = () =>
    setParams(
      (p) => {
        p.delete(CONTACT_PARAM);
        return p;
      },
      { replace: true },
    );
  return (
    <Modal opened={opened} onClose={close} title="Contact PileWise support" size="lg">
      {opened && (
        <ContactForm
          defaults={{
            username: user ? `${user.firstName} ${user.lastName}`.trim() : '',
            useremail: user?.email ?? '',
          }}
          onSent={(message) => {
            notifySuccess(message);
            close();
          }}
        />
      )}
    </Modal>
  );
}
