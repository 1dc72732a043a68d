// PDF helpers shared by the services that print (imported as '@wonderkin/server-kit/pdf' so that services which
// never print do not load pdfkit's fonts).
export * from './fonts';
