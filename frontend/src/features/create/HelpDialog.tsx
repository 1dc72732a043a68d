import { Modal } from '../../components';
import { config } from '../../lib/config';

const FAQ = [
  {
    question: 'What can I make here?',
    answer: 'Type anything your child is curious about and choose an audiobook (a narrated story), a video of the illustrated story, a digital activity book for a tablet, or a printable activity book.',
  },
  {
    question: 'How long does it take?',
    answer: 'Most creations are ready within a few minutes; you can watch each step live in Recent Creations and leave the page open while it works.',
  },
  {
    question: 'What is the difference between Quick and Custom mode?',
    answer: 'Quick Mode uses our defaults (ages 6-8, an adventurous tone, a focus on facts). Custom Mode lets you pick the age band, the tone and the learning focus.',
  },
  {
    question: 'Are my creations private?',
    answer: 'Yes. Creations are private by default: only people you give the share link to can open one. A creation keeps the topic, the name and options you typed and the files made from them; the privacy answer on the home page lists everything stored, and your account page downloads or deletes it all.',
  },
  {
    question: 'How do I print the activity book?',
    answer: 'Open the Hardcopy Activity Book and print it at 100% scale. It has safe margins, page numbers and a QR code on the last page that leads to a quick feedback form.',
  },
  {
    question: 'Something went wrong with a creation. What now?',
    answer: 'A creation that could not be finished shows a Try Again button. It runs the whole creation again and replaces anything half made.',
  },
];

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Help & FAQ" modalType="create_help" size="lg">
      <dl className="create-faq">
        {FAQ.map((item) => (
          <div key={item.question} className="create-faq__item">
            <dt>{item.question}</dt>
            <dd>{item.answer.replace('our defaults', `${config.productName}'s defaults`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
