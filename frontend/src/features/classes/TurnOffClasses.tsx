import { MESSAGES } from '@wonderkin/shared';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { useSetEducator } from './api/set-educator';

/** Turns classes off again; the server refuses (in words) while classes are still open. */
export function TurnOffClasses() {
  const turnOff = useSetEducator();
  return (
    <section className="classes-part" aria-labelledby="classes-turn-off">
      <h2 id="classes-turn-off" className="classes-part__title">Stop using classes</h2>
      <p className="muted">Archive or delete your classes first; your account stays as it is.</p>
      {turnOff.isError && <p className="form-error" role="alert">{errorMessage(turnOff.error, MESSAGES.serviceUnavailable)}</p>}
      <div>
        <Button variant="ghost" loading={turnOff.isPending} onClick={() => turnOff.mutate(false)}>Turn off classes</Button>
      </div>
    </section>
  );
}
