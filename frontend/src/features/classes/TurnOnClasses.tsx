import { MESSAGES } from '@wonderkin/shared';
import { Button } from '../../components';
import { errorMessage } from '../../lib/api';
import { useSetEducator } from './api/set-educator';

/** What classes give a teacher, and the switch that turns them on for this account. */
export function TurnOnClasses() {
  const turnOn = useSetEducator();
  return (
    <section className="classes-part" aria-labelledby="classes-turn-on">
      <h2 id="classes-turn-on" className="classes-part__title">Classes for teachers</h2>
      <p>
        Teach a class? Make a class of first names only (no emails, no passwords for children) and get a class code.
        On a shared classroom device each child taps their name and their three pictures to sign in. Give your lessons
        to the whole class or to some students, then see who finished and how many they got right on a results dashboard.
      </p>
      {turnOn.isError && <p className="form-error" role="alert">{errorMessage(turnOn.error, MESSAGES.serviceUnavailable)}</p>}
      <Button size="lg" block loading={turnOn.isPending} onClick={() => turnOn.mutate(true)}>Turn on classes for teachers</Button>
    </section>
  );
}
