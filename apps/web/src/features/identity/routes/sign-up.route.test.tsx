import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { loginData, profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CHECK = 'POST /cognito-login-service/auth/checkRegistration';
const SIGN_UP = 'POST /cognito-login-service/auth/signUp';
const SEND_OTP = 'POST /cognito-login-service/auth/sendOtp';
const SENT = { sent: true, expires_in: 600, sent_to: '+91-9876543210', mobile: '+91-9876543210', otp: '123456' };
const BOARDS = 'GET /syllabus-v2/boardList';
const CHILDREN = 'GET /syllabus-v2/childList';
const REGISTERED_EMAIL = 'This is registered email. To log in, click the login button at the top right.';

const node = (id: number, name: string, type: number) => ({
  syllabus_id: id,
  syllabus_name: name,
  name,
  syllabus_type_id: type,
  rack_type_id: type === 2 ? 3 : null,
  parent_id: null,
  board_id: null,
  class_id: null,
  order: 1,
  has_child: true,
  child_count: 1,
  version: 1,
  tag_value_id: null,
  is_custom_rack: 0,
  group_presentation: null,
  book_code: null,
});

const syllabus = {
  [BOARDS]: () => envelope([node(1, 'CBSE', 3)]),
  [CHILDREN]: () => envelope({ version: 1, parent: node(1, 'CBSE', 3), child_list: [node(1009, 'Class 9', 2)] }),
};

/** The screen loads on demand: the first render of a test file waits for its module. */
/** Puts a whole value in a field at once: typing it key by key re-renders the form per key, slow on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function openSignUp() {
  renderApp('/sign-up');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 15_000 });
}

describe('sign-up screen', { timeout: 30_000 }, () => {
  it('shows the registered-email message from the registration check, with a sign-in link', async () => {
    const fake = stubFetch({
      ...syllabus,
      [CHECK]: () => envelope({ entity_state: 1, allowed: false, message: REGISTERED_EMAIL }),
    });
    await openSignUp();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'student@demo.school');
    await user.tab();
    expect(await screen.findByTestId('registered-email-message')).toHaveTextContent(REGISTERED_EMAIL);
    expect(email).toHaveAccessibleDescription(`${REGISTERED_EMAIL} Sign in`);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('registered-email-message').querySelector('a')).toHaveAttribute('href', '/login');
    const call = fake.calls.find((c) => c.path.endsWith('/checkRegistration'));
    expect(call?.body).toEqual({ entity_name: 'email', entity_value: 'student@demo.school', role_type: 'student' });
  });

  it('names a bad name and a bad mobile under their fields, and sends nothing', async () => {
    const fake = stubFetch({ ...syllabus });
    await openSignUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Parent' }));
    await fill(user, screen.getByLabelText('First name'), 'R2D2');
    await fill(user, screen.getByLabelText('Last name'), 'Rao');
    await fill(user, screen.getByLabelText('Email'), 'new.parent@example.com');
    // The key filter keeps digits only.
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '58765-43210');
    expect(mobile).toHaveValue('5876543210');
    await fill(user, screen.getByLabelText('Password'), 'Learn2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const nameError = 'Use letters and spaces only.';
    const mobileError = 'Enter a valid mobile number for the chosen country.';
    expect(await screen.findByText(nameError)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(nameError);
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(mobileError));
    expect(fake.calls.some((c) => c.path.endsWith('/signUp'))).toBe(false);
  });

  it('shows board and class for a student, the institute name for an institute', async () => {
    stubFetch({ ...syllabus });
    await openSignUp();
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Student' })).toBeChecked();
    const board = await screen.findByRole('combobox', { name: 'Board' });
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeDisabled();
    expect(screen.queryByLabelText('Institute name')).not.toBeInTheDocument();
    // Boards from the board list, classes of the chosen board from the child list.
    await user.click(board);
    await user.click(await screen.findByRole('option', { name: 'CBSE' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    expect(await screen.findByRole('option', { name: 'Class 9' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Institute' }));
    expect(screen.queryByRole('combobox', { name: 'Board' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Institute name')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Parent' }));
    expect(screen.queryByLabelText('Institute name')).not.toBeInTheDocument();
  });

  it('asks a student’s date of birth: a day in the future is refused, a real one goes with the sign-up', async () => {
    const fake = stubFetch({
      ...syllabus,
      [CHECK]: () => envelope({ entity_state: 0, allowed: true, message: null }),
      [SEND_OTP]: () => envelope(SENT),
      [SIGN_UP]: () => envelope(loginData(profile({ consent_pending: true }))),
      'GET /privacy/consent': () => envelope({ needed: true, state: 'waiting', parent_contact: null, asked_at: null }),
    });
    await openSignUp();
    const user = userEvent.setup();
    const born = await screen.findByLabelText('Date of birth');
    expect(born).toHaveAccessibleDescription(expect.stringContaining('A parent will be asked to agree'));
    await fill(user, screen.getByLabelText('First name'), 'Kavya');
    await fill(user, screen.getByLabelText('Last name'), 'Rao');
    await fill(user, screen.getByLabelText('Email'), 'kavya@example.in');
    await fill(user, screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('combobox', { name: 'Board' }));
    await user.click(await screen.findByRole('option', { name: 'CBSE' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Class 9' }));
    await fill(user, screen.getByLabelText('Password'), 'Learn2024');
    fireEvent.change(born, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const error = 'Enter your date of birth: not in the future, for an age from 3 to 100.';
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.endsWith('/sendOtp'))).toBe(false);
    fireEvent.change(born, { target: { value: '2012-06-15' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByText(error)).not.toBeInTheDocument();
    await enterCode(user, '123456');
    expect(fake.calls.find((c) => c.path.endsWith('/signUp'))?.body).toMatchObject({
      role: 'student',
      date_of_birth: '2012-06-15',
    });
    // Under 18 and alone: the waiting screen, not the dashboard.
    expect(await screen.findByTestId('consent-waiting', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  /** Fills the parent form and asks for the code; answers the user-event driver. */
  async function fillParent(email: string) {
    await openSignUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Parent' }));
    await fill(user, screen.getByLabelText('First name'), 'Priya');
    await fill(user, screen.getByLabelText('Last name'), 'Rao');
    await fill(user, screen.getByLabelText('Email'), email);
    await fill(user, screen.getByLabelText('Mobile number'), '9876543210');
    await fill(user, screen.getByLabelText('Password'), 'Learn2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
    expect(await screen.findByRole('heading', { name: 'Confirm your mobile number' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of the code' }), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('sends a code to the mobile, then signs up with it, signs in at once and lands on the parent dashboard', async () => {
    const parent = profile({ user_type_id: 2, school: null, sections: [], first_name: 'Priya', name: 'Priya Rao' });
    const fake = stubFetch({
      ...syllabus,
      [CHECK]: () => envelope({ entity_state: 0, allowed: true, message: null }),
      [SEND_OTP]: () => envelope(SENT),
      [SIGN_UP]: () => envelope(loginData(parent)),
    });
    const user = await fillParent('Priya@Example.com');
    expect(fake.calls.find((c) => c.path.endsWith('/sendOtp'))?.body).toEqual({
      mobile: '9876543210',
      country_iso: 'IN',
    });
    expect(
      await screen.findByText('We sent a 6-digit code to +91-9876543210. Enter it to create your account.'),
    ).toBeInTheDocument();
    // The demo shows the code, since no message leaves the demo server.
    expect(screen.getByTestId('sign-up-demo-code')).toHaveTextContent('123456');
    await enterCode(user, '123456');
    expect(await screen.findByText('Welcome to ESC+, Priya! Your account is ready.')).toBeInTheDocument();
    await waitFor(() => expect(readSession()).toMatchObject({ uuid: parent.uuid, username: 'priya@example.com' }));
    expect(fake.calls.find((c) => c.path.endsWith('/signUp'))?.body).toEqual({
      role: 'parent',
      first_name: 'Priya',
      last_name: 'Rao',
      email: 'Priya@Example.com',
      mobile: '9876543210',
      country_iso: 'IN',
      password: 'Learn2024',
      otp: '123456',
      otp_channel: 'mobile',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeInTheDocument();
  });

  it('says a wrong code under the code, and a conflict in plain words', async () => {
    let answer = errorResponse(400, 'VALIDATION_FAILED', 'bad code', [
      { field: 'otp', message: 'The code is not right or has expired. Ask for a new code.' },
    ]);
    stubFetch({
      ...syllabus,
      [CHECK]: () => envelope({ entity_state: 0, allowed: true, message: null }),
      [SEND_OTP]: () => envelope(SENT),
      [SIGN_UP]: () => answer,
    });
    const user = await fillParent('taken@example.com');
    await enterCode(user, '000000');
    expect(await screen.findByText('The code is not right or has expired. Ask for a new code.')).toBeInTheDocument();
    answer = errorResponse(409, 'CONFLICT', REGISTERED_EMAIL, [{ field: 'email', message: REGISTERED_EMAIL }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(REGISTERED_EMAIL));
    expect(screen.queryByText('The code is not right or has expired. Ask for a new code.')).not.toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('a registered value the check allows for the role may be used (spec 002 §5.1)', async () => {
    stubFetch({ ...syllabus, [CHECK]: () => envelope({ entity_state: 1, allowed: true, message: null }) });
    await openSignUp();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'shared@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByTestId('registered-email-message')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('the sign-in screen links here', async () => {
    stubFetch({ ...syllabus });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });
});
