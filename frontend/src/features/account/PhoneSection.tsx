import { MESSAGES } from '@wonderkin/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, LoadingBlock, useToast } from '../../components';
import { errorMessage } from '../../lib/api';
import { removePhone, useContact, usePhoneChange, useSendPhoneCode, verifyPhoneCode } from '../../lib/contact';

/**
 * "Texts when a creation is ready" on My Account (issue 18): a phone is kept only after its owner typed the 6-digit
 * code we texted to it, so nobody can have our texts sent to somebody else's number. Two small steps: the number, then
 * the code; a kept phone can be removed.
 */
export function PhoneSection() {
  const contact = useContact();
  const sending = useSendPhoneCode();
  const verifying = usePhoneChange(verifyPhoneCode);
  const removing = usePhoneChange(removePhone);
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ids = { phone: useId(), code: useId() };
  const failure = [sending, verifying, removing].find((call) => call.isError)?.error;

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    verifying.reset();
    sending.mutate(phone, { onSuccess: (answer) => setSentTo(answer.phone) });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    verifying.mutate(code, {
      onSuccess: ({ message }) => {
        setSentTo(null);
        setCode('');
        toast.success(message);
      },
    });
  };

  let body;
  if (contact.isPending) body = <LoadingBlock />;
  else if (contact.isError || !contact.data) body = <p className="form-error account__error" role="alert">{errorMessage(contact.error, MESSAGES.serviceUnavailable)}</p>;
  else if (contact.data.phone) {
    body = (
      <>
        <p>Texts go to <strong>{contact.data.phone}</strong>, only when you turn them on for a creation.</p>
        <Button variant="secondary" block loading={removing.isPending} onClick={() => removing.mutate(undefined)}>Remove my phone</Button>
      </>
    );
  } else if (sentTo) {
    body = (
      <form className="account__form" onSubmit={verify}>
        <p>We texted a 6-digit code to <strong>{sentTo}</strong>. It works for 10 minutes.</p>
        <label htmlFor={ids.code}>Code from the text</label>
        <input id={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
        <Button type="submit" block loading={verifying.isPending} disabled={code.length !== 6}>Verify my phone</Button>
        <Button variant="ghost" block onClick={() => { setSentTo(null); verifying.reset(); }}>Use another number</Button>
      </form>
    );
  } else {
    body = (
      <form className="account__form" onSubmit={sendCode}>
        <label htmlFor={ids.phone}>Phone number</label>
        <input id={ids.phone} type="tel" autoComplete="tel" value={phone} placeholder="+1 555 123 4567"
          onChange={(e) => setPhone(e.target.value)} />
        <Button type="submit" block loading={sending.isPending} disabled={!phone.trim()}>Text me a code</Button>
      </form>
    );
  }

  return (
    <section className="account__part" id="phone" aria-labelledby="account-phone">
      <h2 id="account-phone" className="account__subtitle">Texts when a creation is ready</h2>
      <p className="muted">We text only a phone you verified with a code, and only for creations you ask us to.</p>
      {body}
      {failure ? <p className="form-error account__error" role="alert">{errorMessage(failure, MESSAGES.serviceUnavailable)}</p> : null}
    </section>
  );
}
