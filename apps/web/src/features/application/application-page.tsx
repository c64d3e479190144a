export function ApplicationPage() {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Your application</h2>
      <p className="mt-2 text-slate-600">The details of your claim application will appear here.</p>
    </div>
  );
}
