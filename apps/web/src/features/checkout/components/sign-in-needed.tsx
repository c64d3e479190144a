import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export function SignInNeeded() {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">Sign in with the account that started this checkout to continue.</p>
      <Link to="/login" className={buttonClasses('primary')}>
        Go to Sign In
      </Link>
    </div>
  );
}
