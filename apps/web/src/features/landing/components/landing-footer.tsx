import { Link } from 'react-router';

const link = 'rounded text-sm text-brand-100 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

export function LandingFooter() {
  return (
    <footer className="bg-brand-950 px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-brand-100">© {new Date().getFullYear()} Benji</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/register" className={link}>
                Create Account/Signup
              </Link>
            </li>
            <li>
              <Link to="/teams-and-conditions" className={link}>
                Terms of Use
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={link}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
