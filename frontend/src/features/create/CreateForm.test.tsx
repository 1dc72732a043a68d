import { MESSAGES } from '@wonderkin/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CreateForm, INITIAL_FORM, type CreateFormValues } from './CreateForm';
import { validateCreateForm } from './formRules';
import { loadSettings, notifyFromSettings, saveSettings } from './settings';
import { childFixture } from '../../lib/testing/childFixture';
import type { ChildProfile } from '@wonderkin/shared';

function Harness({ onGenerate = jest.fn(), onInvalid = jest.fn(), family }: { onGenerate?: jest.Mock; onInvalid?: jest.Mock; family?: ChildProfile[] }) {
  const [values, setValues] = useState<CreateFormValues>(INITIAL_FORM);
  return <CreateForm values={values} onChange={setValues} onGenerate={onGenerate} onInvalid={onInvalid} busy={false} family={family} />;
}

describe('create form', () => {
  it('starts in Quick Mode with the digital activity book and audiobook chosen', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Quick Mode')).toBeChecked();
    expect(screen.getByLabelText('Digital Activity Book')).toBeChecked();
    expect(screen.getByLabelText('Audiobook')).toBeChecked();
    expect(screen.getByLabelText('Video')).not.toBeChecked();
    expect(screen.getByLabelText('Hardcopy Activity Book')).not.toBeChecked();
  });

  it('keeps Generate disabled while the topic is blank or no output is chosen', () => {
    render(<Harness />);
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    expect(generate).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Volcanoes' } });
    expect(generate).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Digital Activity Book'));
    fireEvent.click(screen.getByLabelText('Audiobook'));
    expect(generate).toBeDisabled();
  });

  it('shows the custom options with the spec defaults in Custom Mode and sends them', () => {
    const onGenerate = jest.fn();
    render(<Harness onGenerate={onGenerate} />);
    fireEvent.click(screen.getByLabelText('Custom Mode'));
    expect(screen.getByLabelText('Age band')).toHaveValue('6-8');
    expect(screen.getByLabelText('Tone')).toHaveValue('Adventurous');
    expect(screen.getByLabelText('Learning focus')).toHaveValue('Facts');
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'Silly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Space' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({
      topic: 'Space', mode: 'custom', customOptions: { ageBand: '6-8', tone: 'Silly', learningFocus: 'Facts' },
    }));
  });

  it('Enter in the topic submits; a blank topic reports the spec toast instead', () => {
    const onGenerate = jest.fn();
    const onInvalid = jest.fn();
    render(<Harness onGenerate={onGenerate} onInvalid={onInvalid} />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onInvalid).toHaveBeenCalledWith({ title: MESSAGES.topicRequired, hint: MESSAGES.topicRequiredHint });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Robots' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ topic: 'Robots', outputs: ['digital-activity-book', 'audiobook'] }));
  });
});

describe('create rules and settings', () => {
  it('validates topic then outputs with the spec wording', () => {
    expect(validateCreateForm(' ', ['video'])?.title).toBe('Please enter a topic');
    expect(validateCreateForm('Ocean', [])).toEqual({
      title: 'Select at least one output',
      hint: 'Choose Audiobook, Video, Digital Activity Book, or Hardcopy Activity Book',
    });
    expect(validateCreateForm('Ocean', ['video'])).toBeNull();
  });

  it('keeps the choices in this browser, never an address or a number (issue 18)', () => {
    localStorage.clear();
    expect(loadSettings()).toEqual({ emailNotifications: false, smsNotifications: false, childName: '' });
    saveSettings({ emailNotifications: true, smsNotifications: true, childName: ' Maya ' });
    expect(loadSettings()).toEqual({ emailNotifications: true, smsNotifications: true, childName: 'Maya' });
    // Settings saved by the earlier page held an email and a phone: the choice stays, the addresses go at the next save.
    localStorage.setItem('wonderkin-create-settings', JSON.stringify({ email: 'a@b.co', phone: '+14155550100', smsNotifications: true, childName: '' }));
    expect(saveSettings(loadSettings())).toEqual({ emailNotifications: true, smsNotifications: true, childName: '' });
    expect(localStorage.getItem('wonderkin-create-settings')).not.toMatch(/a@b\.co|4155550100/);
  });

  it('asks for a notice only by what the signed-in account has: a verified email, a verified phone', () => {
    const all = { emailNotifications: true, smsNotifications: true, childName: '' };
    expect(notifyFromSettings(all, null)).toBeUndefined();
    expect(notifyFromSettings(all, { email: 'a@b.co', emailVerified: true, phone: null })).toEqual({ email: true, sms: false });
    expect(notifyFromSettings(all, { email: 'a@b.co', emailVerified: false, phone: '+14155550100' })).toEqual({ email: false, sms: true });
    expect(notifyFromSettings({ ...all, smsNotifications: false }, { email: 'a@b.co', emailVerified: false, phone: '+14155550100' })).toBeUndefined();
  });

  it('lets a signed-in family make it for one of their children: the age band comes from the profile', () => {
    const onGenerate = jest.fn();
    const mia = childFixture({ firstName: 'Mia', ageRange: '9-12' });
    render(<Harness onGenerate={onGenerate} family={[mia]} />);
    expect(screen.getByLabelText('Nobody in particular')).toBeChecked();
    fireEvent.click(screen.getByLabelText(/Mia/));
    expect(screen.getByText('Made for Mia: ages 9-10, from the profile.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Custom Mode'));
    expect(screen.queryByLabelText('Age band')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Volcanoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ topic: 'Volcanoes', childId: mia.childId }));
  });

  it('shows no picker without children', () => {
    render(<Harness family={[]} />);
    expect(screen.queryByText('Who is this for?')).not.toBeInTheDocument();
  });
});
