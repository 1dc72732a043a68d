import type { ResearchResult } from '@wonderkin/shared';

// What a page says before anything else: an urgent answer's number as a big call button, and the safety rules the
// question touches (each with its source). Both come from the server; nothing here decides what is urgent.

/** "Call 911 now", a tel: link a phone dials with one tap. */
export function CallNow({ callNow }: { callNow: NonNullable<ResearchResult['callNow']> }) {
  const dial = callNow.number.split(' or ')[0].replace(/[^0-9+]/g, '');
  return (
    <section className="call-now" role="alert" aria-labelledby="call-now-title">
      <h2 id="call-now-title" className="call-now__title">{callNow.label}</h2>
      <a className="call-now__button" href={`tel:${dial}`}>Call {callNow.number}</a>
    </section>
  );
}

/** The safety rules first, each as a short callout with where it comes from. */
export function SafetyRules({ rules }: { rules: NonNullable<ResearchResult['safetyRules']> }) {
  return (
    <section className="safety-rules" aria-label="Safety first">
      {rules.map((rule) => (
        <div key={rule.id} className="safety-rule">
          <h2 className="safety-rule__title">Safety first: {rule.title}</h2>
          <p className="safety-rule__text">{rule.text}</p>
          <p className="safety-rule__source">
            Source: <a href={rule.source.url} target="_blank" rel="noopener noreferrer">{rule.source.publisher}: {rule.source.title}</a>
          </p>
        </div>
      ))}
    </section>
  );
}
