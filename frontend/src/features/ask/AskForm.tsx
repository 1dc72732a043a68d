import { AGE_RANGES, IMAGE_MAX_BYTES, MESSAGES, QUESTION_MAX_LENGTH, type AgeRange } from '@wonderkin/shared';
import { forwardRef, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Icon, useToast } from '../../components';
import { isAgeRange } from './ageRange';
import { useSpeechInput } from './useSpeechInput';

export interface AskFormProps {
  question: string;
  onQuestionChange: (value: string) => void;
  ageRange: AgeRange;
  onAgeRangeChange: (value: AgeRange) => void;
  /** Set when the lesson is for a child of the family: the age range is theirs (named here), not picked. */
  ageFromProfileOf?: string;
  image: File | null;
  onImageChange: (file: File | null) => void;
  busy: boolean;
  onSubmit: () => void;
}

/** A camera outline in the style of the shared icons (the shared set has none). */
function CameraIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="icon" aria-hidden="true" focusable="false">
      <path d="M23 19a2 2 0 01-2 2H3a2 2 0 01-2-2V8a2 2 0 012-2h4l2-3h6l2 3h4a2 2 0 012 2zM12 17a4 4 0 100-8 4 4 0 000 8z" />
    </svg>
  );
}

const AGE_LABELS: Record<AgeRange, string> = { '3-5': 'Ages 3-5', '6-8': 'Ages 6-8', '9-12': 'Ages 9-12', '13+': 'Ages 13+' };

/** The question form (spec §5): required unless an image is attached; Enter without Shift submits. */
export const AskForm = forwardRef<HTMLTextAreaElement, AskFormProps>(function AskForm(
  { question, onQuestionChange, ageRange, onAgeRangeChange, ageFromProfileOf, image, onImageChange, busy, onSubmit },
  textareaRef,
) {
  const toast = useToast();
  const questionId = useId();
  const ageId = useId();
  const imageId = useId();
  const hintId = useId();
  const ageNoteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const spokenBase = useRef('');
  const [dragging, setDragging] = useState(false);

  const speech = useSpeechInput({
    onTranscript: (heard) => onQuestionChange([spokenBase.current, heard].filter(Boolean).join(' ').slice(0, QUESTION_MAX_LENGTH)),
    onProblem: (problem) => toast.error(problem === 'unsupported' ? MESSAGES.speechUnsupported : MESSAGES.speechError),
  });

  const canSubmit = !busy && (question.trim().length > 0 || image !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    speech.stop();
    onSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pickImage = (file: File | undefined | null) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(MESSAGES.imageOnly);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(MESSAGES.imageTooLarge);
      return;
    }
    onImageChange(file);
  };

  const clearImage = () => {
    onImageChange(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <form
      className={`ask-form${dragging ? ' ask-form--dragging' : ''}`}
      onSubmit={submit}
      aria-busy={busy || undefined}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) {
          event.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        pickImage(event.dataTransfer.files[0]);
      }}
    >
      <label htmlFor={questionId} className="ask-form__label">What are you curious about?</label>
      <textarea
        ref={textareaRef}
        id={questionId}
        name="question"
        className="ask-form__question"
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
        placeholder="Ask anything, like “Why is the sky blue?”"
        required={!image}
        value={question}
        aria-describedby={hintId}
        onChange={(event) => onQuestionChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="ask-form__hint">Press Enter to ask, Shift+Enter for a new line. You can also speak or add a photo.</p>

      <div className="ask-form__row">
        <div className="ask-form__age">
          <label htmlFor={ageId}>Age range</label>
          <select
            id={ageId}
            name="ageRange"
            required
            value={ageRange}
            disabled={ageFromProfileOf !== undefined}
            aria-describedby={ageFromProfileOf !== undefined ? ageNoteId : undefined}
            onChange={(event) => {
              if (isAgeRange(event.target.value)) onAgeRangeChange(event.target.value);
            }}
          >
            {AGE_RANGES.map((range) => <option key={range} value={range}>{AGE_LABELS[range]}</option>)}
          </select>
          {ageFromProfileOf !== undefined && <p id={ageNoteId} className="ask-form__age-note">From {ageFromProfileOf}'s profile</p>}
        </div>

        <div className="ask-form__tools">
          <button
            type="button"
            className={`ask-tool${speech.listening ? ' ask-tool--on' : ''}`}
            aria-pressed={speech.listening}
            onClick={() => {
              if (!speech.listening) spokenBase.current = question.trim();
              speech.toggle();
            }}
          >
            <Icon name={speech.listening ? 'pause' : 'mic'} size={20} />
            {speech.listening ? 'Stop listening' : 'Speak'}
          </button>

          <input
            ref={fileInput}
            id={imageId}
            type="file"
            accept="image/*"
            className="visually-hidden"
            onChange={(event) => pickImage(event.target.files?.[0])}
          />
          <label htmlFor={imageId} className="ask-tool">
            <CameraIcon />
            {image ? 'Change photo' : 'Add a photo'}
          </label>
        </div>
      </div>

      {image && (
        <div className="ask-form__image">
          <Icon name="palette" size={20} />
          <span className="ask-form__image-name">{image.name}</span>
          <button type="button" className="ask-form__image-remove" onClick={clearImage} aria-label={`Remove ${image.name}`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}

      {speech.listening && <p className="ask-form__listening" role="status">Listening… speak your question.</p>}

      <Button type="submit" size="lg" block disabled={!canSubmit} loading={busy}>
        {busy ? 'Creating your lesson…' : 'Ask'}
      </Button>
    </form>
  );
});
