import { ButtonLink, Icon, Logo } from '../../components';
import { useSignedIn } from '../../lib/session';
import { ShareButton } from './ShareButton';
import './lesson-header.css';

/**
 * The lesson page's own sticky header: one row at any phone width (issue 19). On narrow screens the buttons keep
 * their names for screen readers while their words shrink to icons (lesson-header.css). A signed-in parent is offered
 * their account, never Sign Up (which opens the save-your-lessons dialog).
 */
export function LessonHeader({ path }: { path: string }) {
  const signedIn = useSignedIn();
  return (
    <header className="lesson-header">
      <div className="container lesson-header__inner">
        <Logo />
        <div className="lesson-header__actions">
          <ButtonLink to="/ask" variant="ghost" size="sm" className="lesson-header__ask" icon={<Icon name="pencil" size={18} />}>
            <span className="lesson-header__ask-long">Ask your own question</span>
            <span className="lesson-header__ask-short lesson-header__shrinks">Ask</span>
          </ButtonLink>
          <ShareButton path={path} />
          {signedIn ? (
            <ButtonLink to="/account" variant="secondary" size="sm" className="lesson-header__account">
              <span><span className="lesson-header__shrinks">My </span>Account</span>
            </ButtonLink>
          ) : (
            <ButtonLink to="/ask?register" size="sm">Sign Up</ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
