import {
  AGE_BAND_OF_RANGE, AGE_BANDS, CREATION_OUTPUT_LABELS, CREATION_OUTPUTS, DEFAULT_CUSTOM_OPTIONS, LEARNING_FOCUSES, SAMPLE_TOPICS, TONES,
  type ChildProfile, type CreationMode, type CreationOutput, type CustomOptions,
} from '@wonderkin/shared';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { Button, ChildPicker, JUST_ASKING } from '../../components';
import { childName } from '../../lib/children';
import { toggleOutput, validateCreateForm, type FormProblem } from './formRules';

export interface CreateFormValues {
  topic: string;
  mode: CreationMode;
  outputs: CreationOutput[];
  customOptions: CustomOptions;
  /** The family's child it is for ('' for nobody in particular): its name and age band come from the profile. */
  childId: string;
}

export const INITIAL_FORM: CreateFormValues = {
  topic: '',
  mode: 'quick',
  outputs: ['digital-activity-book', 'audiobook'],
  customOptions: { ...DEFAULT_CUSTOM_OPTIONS },
  childId: JUST_ASKING,
};

const HINT_TOPICS = SAMPLE_TOPICS.slice(0, 4);

interface CreateFormProps {
  values: CreateFormValues;
  onChange: (values: CreateFormValues) => void;
  onGenerate: (values: CreateFormValues) => void;
  onInvalid: (problem: FormProblem) => void;
  busy: boolean;
  topicRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** The signed-in family's children ("Who is this for?"); none or empty: no picker. */
  family?: ChildProfile[];
}

export function CreateForm({ values, onChange, onGenerate, onInvalid, busy, topicRef, family = [] }: CreateFormProps) {
  const ids = { topic: useId(), hint: useId(), mode: useId(), outputs: useId() };
  const problem = validateCreateForm(values.topic, values.outputs);
  const set = (patch: Partial<CreateFormValues>) => onChange({ ...values, ...patch });
  const setOption = (patch: Partial<CustomOptions>) => set({ customOptions: { ...values.customOptions, ...patch } });
  const child = family.find((entry) => entry.childId === values.childId);
  const childBand = child ? AGE_BAND_OF_RANGE[child.ageRange] : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (problem) {
      onInvalid(problem);
      return;
    }
    onGenerate(values);
  };
  const onTopicKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="create-form card card--plain card--pad-lg" onSubmit={submit} aria-label="Create something new">
      <div className="create-field">
        <label htmlFor={ids.topic} className="create-label">What is your child into right now?</label>
        <textarea
          id={ids.topic}
          ref={topicRef}
          rows={3}
          className="create-topic"
          placeholder={`e.g. ${HINT_TOPICS.join(', ')}`}
          aria-describedby={ids.hint}
          maxLength={200}
          value={values.topic}
          onChange={(event) => set({ topic: event.target.value })}
          onKeyDown={onTopicKey}
        />
        <p id={ids.hint} className="create-hint">
          Try:{' '}
          {SAMPLE_TOPICS.map((sample) => (
            <button key={sample} type="button" className="chip" onClick={() => set({ topic: sample })}>
              {sample}
            </button>
          ))}
        </p>
      </div>

      {family.length > 0 && (
        <ChildPicker family={family} value={child ? child.childId : JUST_ASKING} onChange={(childId) => set({ childId })} noneLabel="Nobody in particular" />
      )}

      <fieldset className="create-field">
        <legend className="create-label">Mode</legend>
        <div className="segmented" role="radiogroup" aria-label="Mode">
          {(['quick', 'custom'] as const).map((mode) => (
            <label key={mode} className={`segmented__option${values.mode === mode ? ' segmented__option--on' : ''}`}>
              <input type="radio" name={ids.mode} value={mode} checked={values.mode === mode} onChange={() => set({ mode })} />
              {mode === 'quick' ? 'Quick Mode' : 'Custom Mode'}
            </label>
          ))}
        </div>
        {child && childBand && <p className="create-hint">Made for {childName(child)}: ages {childBand}, from the profile.</p>}
        {values.mode === 'quick' ? (
          <p className="create-hint">{childBand ? 'An adventurous tone and a focus on facts.' : 'Ages 6-8, an adventurous tone and a focus on facts.'}</p>
        ) : (
          <div className="create-options">
            {!childBand && (
              <OptionSelect label="Age band" value={values.customOptions.ageBand} options={AGE_BANDS}
                onChange={(ageBand) => setOption({ ageBand })} />
            )}
            <OptionSelect label="Tone" value={values.customOptions.tone} options={TONES} onChange={(tone) => setOption({ tone })} />
            <OptionSelect label="Learning focus" value={values.customOptions.learningFocus} options={LEARNING_FOCUSES}
              onChange={(learningFocus) => setOption({ learningFocus })} />
          </div>
        )}
      </fieldset>

      <fieldset className="create-field">
        <legend className="create-label">Output Options</legend>
        <div className="create-outputs">
          {CREATION_OUTPUTS.map((output) => (
            <label key={output} className="checkbox-card">
              <input
                type="checkbox"
                checked={values.outputs.includes(output)}
                onChange={() => set({ outputs: toggleOutput(values.outputs, output, CREATION_OUTPUTS) })}
              />
              <span>{CREATION_OUTPUT_LABELS[output]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Button type="submit" size="lg" disabled={busy || problem !== null} loading={busy}>
        Generate
      </Button>
    </form>
  );
}

function OptionSelect<T extends string>({ label, value, options, onChange }: {
  label: string; value: T; options: readonly T[]; onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="create-option">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </div>
  );
}
