// Stored files (policy PDFs, profile photos) as other modules use them: they write and remove
// files through here, in their own transactions, and never touch the files table themselves.
export { deleteFile, storeFile } from './files.repository';
