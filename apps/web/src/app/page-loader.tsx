import { Spinner } from '../components/ui/spinner';

export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
