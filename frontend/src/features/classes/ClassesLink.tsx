import { Link } from 'react-router-dom';

/** My Account's pointer to classes for teachers (composed into the account page by the router). */
export function ClassesLink() {
  return (
    <section className="account__part" aria-labelledby="account-classes">
      <h2 id="account-classes" className="account__subtitle">Classes for teachers</h2>
      <p>
        Teach a class? Make classes of first names only, with picture passwords for a shared classroom device, give them
        lessons and see their results. <Link to="/classes">Go to your classes</Link>
      </p>
    </section>
  );
}
