/** Every user-facing error and status string of the spec (§5, §8), in one place. */
export const MESSAGES = {
  researchNotFound: 'Could not find the requested research. Please try creating a new one.',
  researchFailed: 'Something went wrong. Please try again.',
  /** A lesson whose job failed for good: the page says so instead of an error code. */
  /** Accounts is unreachable and a signed-in user is at the free limit: never the upsell to someone who may be paying. */
  planUnavailable: "We can't check your plan right now. Please try again in a minute.",
  lessonFailed: "We couldn't make this lesson. Try asking another way.",
  questionRequired: 'Please enter a question or upload an image.',
  invalidAgeRange: 'Please choose an age range: 3-5, 6-8, 9-12 or 13+.',
  imageOnly: 'Please upload an image file.',
  /** An upload whose bytes are not a PNG, JPEG, GIF or WebP photo (whatever type it claimed), or an empty file. */
  imageUnreadable: 'That file is not a photo we can read. Please send a JPG, PNG, GIF or WebP picture.',
  imageTooLarge: 'Images can be at most 10 MB.',
  questionTooLong: 'Questions can be at most 500 characters.',
  limitReached: "You've used your free questions. Upgrade to keep exploring!",
  feedbackFailed: 'Failed to submit feedback.',
  feedbackRating: 'Rating must be a whole number from 1 to 5.',
  feedbackHashId: 'A research id (hashId) is required.',
  ttsFailed: 'Failed to generate audio.',
  ttsEmpty: 'Please provide some text to read aloud.',
  ttsTooLong: 'That text is too long to read aloud (at most 4000 characters).',
  audioPlayFailed: 'Error playing audio.',
  registerFailed: 'Failed to register.',
  registrationFailed: 'Registration failed.',
  invalidEmail: 'Please enter a valid email.',
  childAgeInvalid: "The child's age must be a whole number from 3 to 12.",
  timezoneInvalid: 'That time zone is not one we know (use a name like America/Chicago).',
  subscribed: 'You are subscribed. We emailed you your first week!',
  alreadySubscribed: 'You are already subscribed, so nothing new was sent. Check your email for your lessons.',
  unsubscribed: 'You are unsubscribed. We will not send you weekly lessons any more.',
  unsubscribeTokenInvalid: 'This unsubscribe link is not valid. Use the link in your latest email.',
  weeklyLessonNotFound: 'We could not find that weekly lesson.',
  emailRequired: 'Please enter an email address.',
  loginFailed: 'Login/Registration failed.',
  unknownError: 'An unknown error occurred.',
  speechUnsupported: 'Speech recognition not supported in this browser.',
  speechError: 'Speech recognition error. Please try again.',
  loggedIn: "You're now logged in!",
  // Sign-in links (issue 8): typing an email that has an account never signs in as it; a one-time link is emailed.
  signInLinkSent: 'Check your email for a sign-in link.',
  signInLinkInvalid: 'This sign-in link has expired or was already used. Enter your email again for a new link.',
  signInRequired: 'Please sign in first.',
  // Child profiles (issue 11).
  childNotFound: 'We could not find that child in your family.',
  tooManyChildren: 'A family can have up to 8 child profiles. Remove one to add another.',
  childAgeRange: 'Choose an age range.',
  childInterestWords: 'Use words for interests (letters, numbers, spaces).',
  childInterestLength: 'Keep each interest under 30 characters.',
  childTooManyInterests: 'Choose up to 8 interests.',
  childFirstName: 'Keep the first name to one name under 40 characters.',
  childGoalNote: 'Keep the note under 140 characters.',
  childChoices: 'Choose goals and support needs from the lists.',
  progressAnswerInvalid: 'Send childId, hashId, questionIndex and optionIndex (whole numbers) for the answer.',
  reviewGradeInvalid: 'Grade the card with "again", "hard", "good" or "easy".',
  levelOverrideInvalid: 'Send a module and a level ("simpler", "standard", "richer" or null).',
  lessonNotFoundForAnswer: 'We could not find that lesson or question.',
  reportWeekInvalid: 'Use a week like 2026-W48.',
  reviewCardNotFound: 'We could not find that review card.',
  childUnknownField: 'A child profile holds only a first name, age range, interests, goals and support needs.',
  loggingOut: 'Logging you out...',
  notFoundApi: 'There is nothing at this address. Check the link or the API path and try again.',
  serviceUnavailable: 'This part of the service is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  invalidJson: 'The request body is not valid JSON.',
  userNotFound: 'Unknown user.',
  askNotFound: 'Could not find that ask.',
  unknownJob: 'Unknown job.',
  unauthorized: 'Not authorized.',
  askOwnedByOther: 'That ask belongs to another account.',
  askUpdateFields: 'Both hashId and userId are required.',
  researchIdRequired: 'A research id is required.',
  invalidQuestionCount: 'anonymousQuestionCount must be a whole number (0 or more).',
  uploadInvalid: 'The upload could not be read. Send one image in the "image" field.',
  internalOnly: 'This route is for internal service calls only.',
  // Requests the API cannot take as sent (issue 9): each says what to change, never a library's own words.
  /** A request body over the limit (body-parser "request entity too large"). */
  requestTooLarge: 'That request is too large. Send a shorter text.',
  /** A body whose Content-Encoding is not gzip, deflate or br. */
  encodingUnsupported: 'Send the request body uncompressed, or compressed with gzip, deflate or br.',
  /** A body that says it is compressed but cannot be unpacked (zlib "incorrect header check"). */
  encodingInvalid: 'The request body could not be unpacked. Send it uncompressed, or check that it is really compressed as its Content-Encoding says.',
  charsetUnsupported: 'Send the request body as UTF-8 text.',
  /** A JSON body that is an array or a bare value where the API takes an object. */
  jsonObjectRequired: 'Send the request body as one JSON object, for example {"email": "parent@example.com"}.',
  /** A path with broken percent-encoding (Express "Failed to decode param"). */
  invalidPathEncoding: 'The address has broken percent-encoding (a % must be followed by two hex digits). Check the link and try again.',
  methodNotAllowed: 'This address does not take that kind of request. Use a method from the Allow header (for example GET or POST).',
  /** A Range header outside the file (416). */
  rangeNotSatisfiable: 'That part of the file does not exist. Ask for a byte range inside the file, or for the whole file without a Range header.',
  /** Headers over the server's limit (431), almost always too many or too large cookies. */
  headersTooLarge: 'The request headers are too large. Clear the cookies of this site and try again.',
  /** A request that is not well-formed HTTP (the server cannot read its method, path or headers). */
  badRequest: 'The request could not be read. Check its method, address and headers and try again.',
  /** A field of the right name but the wrong kind (a number where text goes, a list, an object…). */
  invalidRequest: 'Some fields of the request are missing or of the wrong type. Check them and try again.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  /** A form or query field sent more than once (?id=a&id=b, two "question" fields). */
  fieldRepeated: 'Send each field only once (question, ageRange, userId, id, hashId…).',
  /** A userId that is not one id (a number, a list, or characters an id never has). */
  invalidUserId: 'userId must be one user id: letters, digits, - and _ only.',
  /** Fields of the research form other than question, ageRange, userId and image, or too many of them. */
  uploadFields: 'The form has too many or too large fields. Send only question, ageRange, userId and one image.',
  feedbackText: 'Feedback must be text of at most 2000 characters.',
  childNameInvalid: "The child's name must be text of at most 40 characters.",
  paperSizeInvalid: 'Paper size must be Letter or A4.',
  // Create (§5)
  topicRequired: 'Please enter a topic',
  topicRequiredHint: 'Try: Dinosaurs, Planets, or Baking cupcakes',
  outputRequired: 'Select at least one output',
  outputRequiredHint: 'Choose Audiobook, Video, Digital Activity Book, or Hardcopy Activity Book',
  topicTooLong: 'Topics can be at most 200 characters.',
  invalidCustomOptions: 'Custom options must use the listed age bands (3-5, 6-8, 9-10), tones (Silly, Adventurous, Gentle) and focus (Facts, Creativity, Vocabulary).',
  invalidOutputs: 'Outputs must be Audiobook, Video, Digital Activity Book or Hardcopy Activity Book.',
  invalidMode: 'Mode must be quick or custom.',
  creationNotFound: 'Could not find that creation.',
  creationNotFailed: 'Only a failed creation can be retried.',
  /** A creation's `error` when its job failed for a reason we do not describe in detail. */
  creationFailed: 'Something went wrong while making this creation. Please try again.',
  contentReady: 'Your content is ready! 🎉',
  retrying: 'Retrying...',
  // Ask / lesson pages (frontend)
  registered: 'Your lessons will be saved to your account.',
  linkCopied: 'Link copied! Share it with your family.',
  linkCopyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  // The paid plan (issue 8): checkout and the payment webhook
  paymentsNotSetUp: 'Payments are not set up yet.',
  /** Checkout needs an account, so the plan is tied to it (and survives a new browser). */
  signInToUpgrade: 'Please register or sign in first, so your plan belongs to your account.',
  checkoutFailed: 'We could not start the checkout. Please try again in a minute.',
  alreadyPaid: 'Your account already has the paid plan. Enjoy!',
  checkoutReturnPath: 'returnPath must be a path on this site, like /downloads.',
  webhookSignatureInvalid: 'The Stripe-Signature header does not verify for this body.',
  // Creation notifications (/create settings, spec §2)
  notifyEmailInvalid: 'The notification email is not a valid email address.',
  notifyPhoneInvalid: 'Please enter the phone number with its country code, for example +1 555 123 4567.',
  notifySmsNeedsPhone: 'Add a phone number to get a text when your creation is ready.',
  // Your data (issue 8): download it, delete the account
  accountDeleteConfirm: 'To delete your account, send { "confirm": "DELETE" }.',
  accountDeleted: 'Your account and everything it holds are being deleted. You are signed out.',
  accountExportUnavailable: 'We could not gather all of your data right now. Please try again in a minute.',
  accountDeleteFailed: 'We could not delete your account right now. Nothing was deleted; please try again in a minute.',
} as const;
