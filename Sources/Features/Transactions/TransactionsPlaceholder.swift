// Transactions feature
