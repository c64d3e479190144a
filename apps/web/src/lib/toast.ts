import toast from 'react-hot-toast';
import { requestToaster } from './toaster-signal';

// Every toast goes through this module: loading it is what mounts the toaster (app/deferred-toaster).
// A toast raised before the toaster's code arrives waits in react-hot-toast's store and shows then.
requestToaster();

export default toast;
