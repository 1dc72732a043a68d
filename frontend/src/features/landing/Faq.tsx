import { useId, useState } from 'react';
import { Icon } from '../../components/Icon';
import type { FaqItem } from './content';

/** Single-open, collapsible accordion (spec §2, §4): opening one question closes the other; clicking it again closes it. */
export function Faq({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__question"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Icon name="chevronDown" className="faq__chevron" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
