import { Link } from 'react-router-dom';
import { Card, Icon } from '../../components';
import { useAsks } from './api/get-asks';

/**
 * Previous asks of a signed-in user (links to their lessons), else example questions for kids and for parents.
 * Picking an example puts it in the question box. A failed fetch is only logged (spec §8).
 */
export function AsksPanel({ userId, onPick }: { userId: string | undefined; onPick: (question: string) => void }) {
  const { data: asks } = useAsks({ userId });

  if (!asks) return null;

  if (asks.type === 'previous') {
    if (!asks.data.length) return null;
    return (
      <section className="asks-panel" aria-labelledby="previous-asks-title">
        <h2 id="previous-asks-title">Your Previous Asks</h2>
        <ul className="previous-asks" role="list">
          {asks.data.map((ask) => (
            <li key={ask.slug}>
              <Link to={`/ask/${encodeURIComponent(ask.slug)}`} className="previous-asks__link">
                <Icon name="book" size={18} /> {ask.question}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const groups = [
    { id: 'kids', title: 'For Kids', icon: 'user' as const, items: asks.data.kids },
    { id: 'parents', title: 'For Parents', icon: 'people' as const, items: asks.data.parents },
  ].filter((group) => group.items.length > 0);
  if (!groups.length) return null;

  return (
    <section className="asks-panel" aria-labelledby="examples-title">
      <h2 id="examples-title">Need an idea? Try one of these</h2>
      <div className="examples">
        {groups.map((group) => (
          <Card key={group.id} className="examples__group" tone={group.id === 'kids' ? 'sun' : 'sky'}>
            <h3><Icon name={group.icon} size={22} /> {group.title}</h3>
            <ul role="list" className="examples__list">
              {group.items.map((example) => (
                <li key={example}>
                  <button type="button" className="example-chip" onClick={() => onPick(example)}>{example}</button>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
