// The claim diary's wording, shared by the server's answers and the diary form.
export const DiaryMessage = {
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  dateFuture: 'The date cannot be in the future.',
  beforeIncident: (dateOfIncident: string) => `The date cannot be before the date of incident (${dateOfIncident}).`,
  kindUnknown: 'Select what happened from the list.',
  directionUnknown: 'Select to or from the insurer.',
  channelUnknown: 'Select how it was sent: e-mail, phone, letter, portal or in person.',
  diaryFull: (max: number) => `A claim diary holds at most ${max} events.`,
  writingTooFast: 'Too many diary changes in a short time. Please wait a few minutes and try again.',
  todayOutOfRange: "Send today's date as YYYY-MM-DD; it must be within a day of the current date.",
  added: 'Diary event added.',
  deleted: 'Diary event deleted.',
  notFound: 'Diary event not found.',
} as const;
