import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

interface State {
    error: Error | null;
    errorInfo?: ErrorInfo;
}

/** Keeps the shell usable when a screen throws: react-admin's error page, reset on navigation. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
    state: State = { error: null };

    static getDerivedStateFromError(error: Error): State {
        return { error };
    }

    componentDidCatch(error: Error, errorInfo: ErrorInfo) {
        this.setState({ error, errorInfo });
    }

    render() {
        const { error, errorInfo } = this.state;
        if (!error) return this.props.children;
        return (
            <ErrorPage
                error={error}
                errorInfo={errorInfo}
                resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
            />
        );
    }
}
